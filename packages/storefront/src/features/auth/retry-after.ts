/** "in 45 seconds", "in about 3 minutes", "in about 2 hours" for a `Retry-After` in seconds. */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.round(seconds));
    return whole === 1 ? 'in 1 second' : `in ${whole} seconds`;
  }
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'in about a minute' : `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}
