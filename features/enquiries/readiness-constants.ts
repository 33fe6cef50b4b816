// part 1 §9 "Survey scale": 1 strongly disagree … 5 strongly agree.
export const SURVEY_SCALE = [1, 2, 3, 4, 5] as const;
export type SurveyPoints = (typeof SURVEY_SCALE)[number];

// part 2 §9: each answer scores out of 5; the total is out of 5 × the number of answers.
export const MAX_POINTS_PER_ANSWER = 5;

// part 2 "Initial export readiness assessment": page 140 shows enquiry page 3.
export const READINESS_ENQUIRY_PAGE_ID = 3;
