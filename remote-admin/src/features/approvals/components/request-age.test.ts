import { requestAge } from './request-age';

const now = new Date('2026-11-27T12:00:00Z');

describe('requestAge', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(requestAge('2026-11-27T11:59:40Z', now, 'en')).toBe('this minute');
    expect(requestAge('2026-11-27T11:45:00Z', now, 'en')).toBe('15 minutes ago');
    expect(requestAge('2026-11-27T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(requestAge('2026-11-25T12:00:00Z', now, 'en')).toBe('2 days ago');
    expect(requestAge('2026-11-26T12:00:00Z', now, 'fr')).toBe('hier');
  });

  it('never says "in" for a clock slightly behind the server', () => {
    expect(requestAge('2026-11-27T12:00:30Z', now, 'en')).toBe('this minute');
  });
});
