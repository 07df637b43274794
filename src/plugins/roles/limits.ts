/** The minimums every role and team page meets: the schema (build) and the content tests read them from here. */
export const LIMITS = {tasks: {min: 4}, skills: {min: 6, max: 12}, ownFaq: {min: 2}, description: {min: 50, max: 170}, bodyWords: {min: 80}, taskWords: {min: 6}} as const;
