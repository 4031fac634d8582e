import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui/button';
import { usePrefersReducedMotion } from 'shared-ui/reduced-motion';
import styled, { css, keyframes } from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { type Coin, stripCoins } from './coins';
import { HomeSection } from './section-layout';

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/** Clips the moving track, so the strip never makes the page wider than the window. */
const Window = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.div<{ $moving: boolean; $paused: boolean }>`
  display: flex;
  width: max-content;
  ${({ $moving, $paused }) =>
    $moving &&
    css`
      animation: ${slide} 24s linear infinite;
      animation-play-state: ${$paused ? 'paused' : 'running'};
    `}
`;

const Row = styled.ul<{ $still: boolean }>`
  display: flex;
  flex-wrap: ${({ $still }) => ($still ? 'wrap' : 'nowrap')};
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  padding-left: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Ticker = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
`;

function CoinRow({ coins, still, hidden }: { coins: readonly Coin[]; still: boolean; hidden?: boolean }) {
  return (
    <Row $still={still} aria-hidden={hidden || undefined}>
      {coins.map((coin) => (
        <Item key={coin.ticker}>
          {/* The name is written beside it: the logo adds nothing to read. */}
          <img src={coin.logo} alt="" width={28} height={28} />
          {coin.name}
          {coin.name !== coin.ticker && <Ticker>{coin.ticker}</Ticker>}
        </Item>
      ))}
    </Row>
  );
}

/**
 * The five coins the platform accepts, scrolling sideways (a second, hidden copy makes the loop seamless).
 * It stands still with reduced motion, and a button pauses it (moving content must be stoppable).
 */
export function CoinStrip() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const still = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  return (
    <HomeSection title={t('coins.title')} tinted>
      <Window>
        <Track $moving={!still} $paused={paused}>
          <CoinRow coins={stripCoins} still={still} />
          {!still && <CoinRow coins={stripCoins} still={false} hidden />}
        </Track>
      </Window>
      {!still && (
        <Controls>
          <Button variant="secondary" size="sm" onClick={() => setPaused((now) => !now)}>
            {paused ? t('coins.play') : t('coins.pause')}
          </Button>
        </Controls>
      )}
    </HomeSection>
  );
}
