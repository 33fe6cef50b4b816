// part 2 "Reporting trade barriers": the content route id is 800 (menu child 80); the banner of
// /reporting-trade-barriers comes from menu item 81.
export const TRADE_BARRIERS_PAGE_ID = 800;
export const TRADE_BARRIERS_BANNER_CHILD_ID = 81;
// part 1 §3: enquiry page 5 gives the form's title, subtitle and image.
export const TRADE_BARRIERS_ENQUIRY_PAGE_ID = 5;
