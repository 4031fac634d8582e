import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy` in the two safe forms: the proxies' addresses or CIDRs (their X-Forwarded-For
 * entries are believed, a client's own are not), or the number of proxy hops in front of the server.
 * `false`: the socket's address is the client's.
 */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
};

/** TRUST_PROXY's value, or the reason it is refused (a string). */
export const parseTrustProxy = (text: string): TrustProxy | string => {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? (hops === 0 ? false : hops) : 'TRUST_PROXY hop count must be at most 10';
  }
  const everyone = value.split(',').some((entry) => /\/0+\s*$/.test(entry));
  if (everyone || /^(true|\*|all|yes)$/i.test(value)) {
    return 'TRUST_PROXY must list the proxies (addresses or CIDRs) or give a hop count; trusting every sender would let any client choose its own address';
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const wrong = entries.find((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || wrong !== undefined) {
    return `TRUST_PROXY must be a hop count or a comma-separated list of IP addresses or CIDRs (not "${wrong ?? value}")`;
  }
  return entries;
};

/** Fastify's option: a hop count as the function proxy-addr would use (its types take no number). */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
