import { describeQualitySet } from "./suite.ts";
import { buildThirteenthSetQuestions } from "./thirteenth-set.ts";

/**
 * June's thirteenth quality set (issue 24, session 15): 60 questions written blind and measured once on
 * the branch as it was, before any change to June: that is the blind figure.
 *
 * Pass threshold: MEASURED
 */
describeQualitySet("June's thirteenth set", buildThirteenthSetQuestions, 0);
