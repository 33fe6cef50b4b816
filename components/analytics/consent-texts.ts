/** The consent banner's texts, in the page's language (the layout reads them when GTM_ID is set). */
export type ConsentTexts = {
  title: string;
  text: string;
  accept: string;
  reject: string;
};
