import { type EmailContent, emailDocument, html } from "./html";

export interface SetPasswordLink {
  name: string;
  /** The reset page with the request's user name and id. */
  link: string;
  code: string;
  minutes: number;
}

function setPasswordEmail(subject: string, opening: string, link: SetPasswordLink): EmailContent {
  const steps = `Open ${link.link} and enter the code ${link.code} with your new password. The code expires in ${link.minutes} minutes; ask for a new link after that.`;
  const content = html`<p>Dear ${link.name},</p>
<p>${opening}</p>
<p><a href="${link.link}">Set your password</a> and enter the code <strong style="font-size: 20px; letter-spacing: 2px">${link.code}</strong> with your new password. The code expires in ${link.minutes} minutes; ask for a new link after that.</p>`;
  return {
    subject,
    body: `Dear ${link.name},\n\n${opening}\n\n${steps}`,
    html: emailDocument(subject, content),
  };
}

/** A new account's invitation (decision 0070): a link to set a password, with its code. */
export function invitationEmail(link: SetPasswordLink & { invitedBy: string }): EmailContent {
  return setPasswordEmail(
    "You have been invited to Wayfare",
    `${link.invitedBy} has opened a Wayfare account for you.`,
    link,
  );
}

/** A password reset a manager asked for: the same link and code. */
export function resetLinkEmail(link: SetPasswordLink): EmailContent {
  return setPasswordEmail(
    "Reset your Wayfare password",
    "Your account manager has asked for a link to reset your Wayfare password.",
    link,
  );
}
