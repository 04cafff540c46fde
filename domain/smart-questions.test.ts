import { describe, expect, it } from "vitest";
import { questionsMessage, SMART_QUESTION_KINDS, smartQuestions } from "./smart-questions";
import { INQUIRY_MESSAGE_MAX_LENGTH } from "./vendors";
import { quizStyle, type QuizAnswers } from "./planning-quiz";

describe("smart questions", () => {
  it("has written questions for venues and every vendor category, without tailoring for a visitor", () => {
    expect(SMART_QUESTION_KINDS).toHaveLength(13);
    for (const kind of SMART_QUESTION_KINDS) {
      const questions = smartQuestions(kind.id);
      expect(questions.length).toBeGreaterThanOrEqual(5);
      expect(questions.every((question) => question.because === undefined && question.text.endsWith("?"))).toBe(true);
    }
  });

  it("asks an outdoor venue for its rain plan and a large wedding about capacity and staffing", () => {
    const plain = smartQuestions("venues", { guestCount: 80 });
    const tailored = smartQuestions("venues", { guestCount: 220, weddingDate: "2027-07-17", outdoorVenues: ["Glenmoor Gardens"] });
    expect(plain.some((question) => /rain plan/.test(question.text))).toBe(false);
    expect(tailored.find((question) => /rain plan at Glenmoor Gardens/.test(question.text))?.because).toBe("Glenmoor Gardens is on your saved venues and has an outdoor space");
    expect(tailored.some((question) => question.text.includes("seat 220 guests"))).toBe(true);
    expect(tailored.some((question) => /staff/.test(question.text) && question.because === "you plan for 220 guests")).toBe(true);
    expect(tailored.some((question) => /air-conditioned/.test(question.text))).toBe(true);
    expect(smartQuestions("caterers", { guestCount: 220 }).some((question) => question.text.includes("for 220 guests"))).toBe(true);
    expect(smartQuestions("officiants", { city: "nashville" }).at(-1)?.because).toBe("your wedding is in Tennessee");
  });

  it("fits the list in one inquiry message, numbered", () => {
    for (const kind of SMART_QUESTION_KINDS) {
      const text = questionsMessage(kind.name, smartQuestions(kind.id, { guestCount: 300, weddingDate: "2027-01-09", city: "columbus", outdoorVenues: ["A", "B", "C"] }));
      expect(text.length).toBeLessThanOrEqual(INQUIRY_MESSAGE_MAX_LENGTH);
      expect(text).toContain("\n1. ");
    }
  });
});

describe("the planning quiz's style", () => {
  const base: QuizAnswers = { season: "spring", size: "medium", formality: "semi_formal", setting: "outdoor", colors: "pastels", priorities: ["flowers"], budget: "20k_35k", city: "columbus" };
  it("follows the answers", () => {
    expect(quizStyle(base).id).toBe("garden");
    expect(quizStyle({ ...base, season: "winter", formality: "black_tie", setting: "indoor", colors: "jewel", budget: "over_60k", priorities: ["music"] }).id).toBe("glam");
    expect(quizStyle({ ...base, season: "winter", formality: "semi_formal", setting: "indoor", colors: "monochrome", size: "intimate", priorities: ["photos"] }).id).toBe("modern");
    expect(quizStyle({ ...base, season: "summer", formality: "relaxed", colors: "earthy", size: "intimate", priorities: ["music"], budget: "under_20k" }).id).toBe("boho");
  });
});
