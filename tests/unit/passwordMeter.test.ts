import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/contract/limits.js";
import { passwordStrength, ratePassword } from "../../api/contract/passwordStrength.js";
import { METER_SEGMENTS, passwordMeter } from "../../web/src/components/passwordMeter.js";

const meterOf = (password: string) => passwordMeter(ratePassword(password), password.length);

describe("password rating and meter (SPEC.md section 4)", () => {
  it("rates heavily used passwords at the weakest: one red segment, zxcvbn's reason and advice", () => {
    for (const password of ["password", "12345678"]) {
      const rating = ratePassword(password);
      expect(rating).toMatchObject({ state: "strength_not_valid", score: 0 });
      expect(passwordStrength(password)).toBe("strength_not_valid");
      const meter = meterOf(password);
      expect(meter).toMatchObject({ lit: 1, tone: "danger" });
      expect(meter.feedback).toMatch(/heavily used password/);
      expect(meter.feedback).toMatch(/Add more words/);
    }
  });

  it("shows the four states in order, the bar filling with zxcvbn's score", () => {
    const empty = meterOf("");
    const short = meterOf("abc");
    const guessable = meterOf("sunshine2024");
    const strong = meterOf("Granite-Cairn-Trail-42!");
    expect([empty.lit, short.lit, guessable.lit, strong.lit]).toEqual([0, 1, 1, METER_SEGMENTS]);
    expect([empty.tone, short.tone, strong.tone]).toEqual(["none", "danger", "success"]);
    expect(short.text).toMatch(`at least ${LIMITS.passwordMinLength} characters`);
    expect(strong).toMatchObject({ text: "Strong password.", feedback: null });
    expect(passwordMeter({ state: "strength_not_valid", score: 2, warning: null, suggestions: [] }, 10)).toMatchObject({ lit: 2, tone: "warning" });
    expect(passwordMeter({ state: "strength_valid", score: LIMITS.passwordMinScore, warning: null, suggestions: [] }, 10)).toMatchObject({ lit: 3, tone: "success" });
  });

  it("says too long past the limit, and checking while the estimator loads", () => {
    expect(meterOf("x".repeat(LIMITS.passwordMaxLength + 1)).text).toMatch(/Too long/);
    expect(passwordMeter(null, 9)).toMatchObject({ lit: 0, text: "Checking password strength…" });
  });
});
