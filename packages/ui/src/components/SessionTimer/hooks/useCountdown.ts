import { useEffect, useRef, useState } from "react";

/**
 * Whole seconds left until `expiresAtMs`, re-read from `now()` every second; `null` until
 * mounted (the server and the client would disagree on the second). Stops at zero.
 */
export function useCountdown(expiresAtMs: number, now: () => number): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;
  useEffect(() => {
    const read = () => Math.max(0, Math.ceil((expiresAtMs - nowRef.current()) / 1000));
    setSecondsLeft(read());
    const timer = setInterval(() => {
      const left = read();
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAtMs]);
  return secondsLeft;
}

export type CountdownStage =
  | { kind: "minutes"; minutes: number }
  | { kind: "seconds"; seconds: 30 | 10 }
  | { kind: "expired" };

/**
 * What is worth announcing: each whole minute ("4 minutes left" from 4:00 to 3:01), then
 * 30 and 10 seconds in the last minute. A stage is crossed even when a tick is skipped
 * (a background tab), so nothing is announced twice or missed.
 */
export function countdownStage(secondsLeft: number): CountdownStage {
  if (secondsLeft <= 0) return { kind: "expired" };
  if (secondsLeft <= 10) return { kind: "seconds", seconds: 10 };
  if (secondsLeft <= 30) return { kind: "seconds", seconds: 30 };
  return { kind: "minutes", minutes: Math.ceil(secondsLeft / 60) };
}

/** A stage's announcement, set only when the stage changes after the first reading. */
export function useStageAnnouncement(
  secondsLeft: number | null,
  message: (stage: CountdownStage) => string,
): string {
  const previous = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const key = secondsLeft === null ? null : JSON.stringify(countdownStage(secondsLeft));
  const messageRef = useRef(message);
  messageRef.current = message;
  useEffect(() => {
    if (key === null) return;
    const stage = JSON.parse(key) as CountdownStage;
    if (previous.current !== null && previous.current !== key && stage.kind !== "expired") {
      setAnnouncement(messageRef.current(stage));
    }
    previous.current = key;
  }, [key]);
  return announcement;
}
