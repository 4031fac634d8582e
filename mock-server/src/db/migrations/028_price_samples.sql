-- The platform's own market history (decisions §4: the chart is built from prices the server recorded
-- itself, never from a third-party widget). One row per coin each time the server refreshed prices from
-- the provider. Bounded: at most one sample per coin a minute is written (several instances refreshing
-- together write one), and modules/market/samples.ts thins older ones: one per coin an hour beyond a day,
-- one per coin a day beyond 90 days. A coin's history is then about 3,600 rows plus one a day.
-- Market data, not money: prices are floating point, like the provider's answer.
CREATE TABLE price_samples (
  coin text NOT NULL CHECK (coin IN ('bitcoin', 'ethereum', 'tether', 'ripple', 'solana')),
  recorded_at timestamptz NOT NULL,
  usd double precision NOT NULL CHECK (usd > 0 AND usd < 'Infinity'::double precision),
  -- The primary key is the index of every query: one coin over a time range, and the newest sample.
  PRIMARY KEY (coin, recorded_at)
);
