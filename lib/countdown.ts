/** Time left until `target` as HH:MM:SS (hours may pass 24); 00:00:00 once it has passed. */
export function formatCountdown(target: number, now: number): string {
  const seconds = Math.max(0, Math.floor((target - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}
