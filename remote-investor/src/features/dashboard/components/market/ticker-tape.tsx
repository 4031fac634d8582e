import { useTranslation } from 'react-i18next';
import type { CoinPrice, CryptoPrices } from 'shared-api/types';
import { useFormat } from 'shared-ui/format';
import { usePrefersReducedMotion } from 'shared-ui/reduced-motion';
import styled, { css, keyframes } from 'styled-components';
import { NAMESPACE } from '../../../../i18n';
import { marketCoins } from './market-coins';

/** Seconds for one full turn of the tape: slow enough to read. */
const TURN_SECONDS = 40;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Moving: two copies side by side slide left by one copy's width, so the loop has no seam. */
const Track = styled.div<{ $moving: boolean }>`
  display: flex;
  width: max-content;
  ${({ $moving }) =>
    $moving &&
    css`
      animation: ${scroll} ${TURN_SECONDS}s linear infinite;

      ${Viewport}:hover &,
      ${Viewport}:focus-within & {
        animation-play-state: paused;
      }
    `}
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Ticker = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Change = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $direction, theme }) =>
    $direction === 'up'
      ? theme.colors.success
      : $direction === 'down'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

/** The arrow says the direction without colour (colour is a second hint, never the only one). */
const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

function DayChange({ change }: { change: number }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const figure = `${change > 0 ? '+' : ''}${format.percent(change)}`;
  return (
    <Change $direction={direction}>
      <span aria-hidden="true">{ARROWS[direction]} </span>
      {t('market.change', { change: figure })}
    </Change>
  );
}

function Prices({ prices, hidden }: { prices: CryptoPrices; hidden?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const shown = marketCoins.flatMap(({ coin, name, symbol }) => {
    const price: CoinPrice | undefined = prices[coin];
    return price ? [{ coin, name, symbol, price }] : [];
  });
  return (
    <List aria-label={hidden ? undefined : t('market.tickerLabel')} aria-hidden={hidden || undefined}>
      {shown.map(({ coin, name, symbol, price }) => (
        <Item key={coin}>
          <Name>{name}</Name>
          <Ticker>{symbol}</Ticker>
          <span>{format.dollars(price.usd)}</span>
          {typeof price.usd_24h_change === 'number' && <DayChange change={price.usd_24h_change} />}
        </Item>
      ))}
    </List>
  );
}

/**
 * The ticker tape: coin, price and 24 h change (only when the server knows it). It moves unless the user
 * asked for reduced motion, pauses under the pointer or keyboard focus (the tape itself can take focus and
 * be scrolled), and is read as one list: the second copy that makes the loop seamless is hidden.
 */
export function TickerTape({ prices }: { prices: CryptoPrices }) {
  const { t } = useTranslation(NAMESPACE);
  const moving = !usePrefersReducedMotion();
  return (
    // Focusable: a scrolling region must be reachable by keyboard (WCAG 2.1.1), and focus pauses it.
    <Viewport role="region" aria-label={t('market.tickerRegion')} tabIndex={0}>
      <Track $moving={moving} data-moving={moving}>
        <Prices prices={prices} />
        {moving && <Prices prices={prices} hidden />}
      </Track>
    </Viewport>
  );
}
