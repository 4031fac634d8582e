-- A coin's deposit address is listed once: two admins adding the same address at the same moment cannot
-- both succeed (the service answers the loser with 409).
CREATE UNIQUE INDEX deposit_addresses_coin_address_key ON deposit_addresses (coin, address);
