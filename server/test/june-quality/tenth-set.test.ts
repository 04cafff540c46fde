import { describeQualitySet } from "./suite.ts";
import { buildTenthSetQuestions } from "./tenth-set.ts";

/**
 * June's tenth quality set (issue 24): 60 questions written blind and measured once, before June was
 * changed for any of them: that is the blind figure.
 *
 * Pass threshold: not measured yet.
 */
describeQualitySet("June's tenth set", buildTenthSetQuestions, 0, { everyKindBut: ["injection", "modules"] });
