import { describe, expect, it } from "vitest";
import { passwordProblem, passwordScore } from "./password-policy";

describe("password rules", () => {
  it("asks for at least 12 characters, counted as a person counts them", () => {
    expect(passwordProblem("short-pass1")).toBe("too_short");
    expect(passwordProblem("x".repeat(201))).toBe("too_long");
    // Twelve Arabic letters are twelve characters, whatever their bytes.
    expect(passwordProblem("سماء-زرقاء-فوق")).toBeNull();
  });

  it("refuses passwords on the bundled list of common and breached ones, whatever their case", () => {
    expect(passwordProblem("qwertyuiopasdfgh")).not.toBeNull();
    expect(passwordProblem("1q2w3e4r5t6y")).toBe("common");
    expect(passwordProblem("PASSWORD1234")).not.toBeNull();
  });

  it("refuses guessable patterns and the user's own name, with no composition rules", () => {
    expect(passwordProblem("aaaaaaaaaaaa")).toBe("weak");
    expect(passwordProblem("abcdefghijkl")).not.toBeNull();
    expect(passwordProblem("salma.alharbi", ["Salma Alharbi", "salma.alharbi@asastech.sa"])).toBe("weak");
    // Lower-case words only, no digits or symbols: long and unusual is enough.
    expect(passwordProblem("lantern orchard velvet")).toBeNull();
    expect(passwordProblem("Correct-Horse-Battery-9")).toBeNull();
  });

  it("refuses a password made of the account's own name and e-mail, however it scores", () => {
    const erin = ["Erin Editor", "editor2@asastech.sa"];
    for (const password of [
      "Erin Editor editor2",
      "editor2 erin editor!",
      "erin-editor-2024-asastech",
      "ERIN EDITOR 2024!!",
    ])
      expect(passwordProblem(password, erin), password).toBe("personal");
    // The same words are fine for someone else, and the name with enough of anything else is fine.
    expect(passwordProblem("Erin Editor editor2", ["Salma Alharbi", "salma@asastech.sa"])).toBeNull();
    expect(passwordProblem("Erin rides camels at dawn", erin)).toBeNull();
  });

  it("scores from 0 to 4 for the meter", () => {
    expect(passwordScore("")).toBe(0);
    expect(passwordScore("password")).toBe(0);
    expect(passwordScore("lantern orchard velvet sunrise")).toBe(4);
  });
});
