/** "3 hours ago", "2 days ago" in the language: how long a request has waited, at a glance. */
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

export const requestAge = (createdAt: string, now: Date, language: string): string => {
  const seconds = Math.max(0, (now.getTime() - new Date(createdAt).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < 60) return format.format(0, 'minute');
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [candidate, candidateSize] of STEPS) {
    if (seconds >= candidateSize) [unit, size] = [candidate, candidateSize];
  }
  return format.format(-Math.floor(seconds / size), unit);
};
