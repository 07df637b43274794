/**
 * What the build says of a field left out or left empty: the content editor's own words for a required field (it
 * shows them itself and cannot be given others), so a writer reads the same sentence in the editor and in the build.
 */
export const REQUIRED_MESSAGE = 'This field is required.';

/** The minimums every role and team page meets: the schema (build) and the content tests read them from here. */
export const LIMITS = {tasks: {min: 4}, skills: {min: 6, max: 12}, ownFaq: {min: 2}, profiles: {min: 2}, description: {min: 50, max: 170}, bodyWords: {min: 80}, taskWords: {min: 6}, kit: {responsibilities: {min: 4, max: 7}, requirements: {min: 4, max: 7}, niceToHave: {min: 2, max: 4}, questions: {min: 5, max: 20}, summaryWords: {min: 20}}} as const;
