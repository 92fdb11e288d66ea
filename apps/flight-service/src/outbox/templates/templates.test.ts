import type { TokenSubject } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { otpEmail } from "./otp";
import { shareEmail } from "./share";

describe("email templates", () => {
  it("escape what users typed in the HTML part and keep it as typed in the text", () => {
    const agent = { name: `Ram & <b>"Sons"</b>`, userId: "U1" } as TokenSubject;
    const email = shareEmail(agent, ["AI 101 DEL → BOM <script>alert(1)</script>"]);
    expect(email.body).toBe(
      `Ram & <b>"Sons"</b> has shared these flights with you. Fares are for the whole party and may change until booked.\n1. AI 101 DEL → BOM <script>alert(1)</script>`,
    );
    expect(email.html).toContain("<p>Ram &amp; &lt;b&gt;&quot;Sons&quot;&lt;/b&gt; has shared");
    expect(email.html).toContain("<li>AI 101 DEL → BOM &lt;script&gt;alert(1)&lt;/script&gt;</li>");
    expect(email.html).toContain("<title>Flight options from Ram &amp; &lt;b&gt;");
    expect(email.html).not.toMatch(/<script|<b>/);
  });

  it("give the OTP email the OTP SMS's sentence", () => {
    const email = otpEmail("Your Wayfare login OTP", "123456", 10);
    expect(email.body).toBe(
      "123456 is your Wayfare OTP. It expires in 10 minutes. Do not share it.",
    );
    expect(email.html).toContain("123456</strong> is your Wayfare OTP. It expires in 10 minutes.");
  });
});
