import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { PricePoint } from 'shared-api/types';
import { useCurrentLanguage } from 'shared-ui/i18n';
import styled, { useTheme } from 'styled-components';

const Canvas = styled.div`
  width: 100%;
  height: 18rem;
`;

const toSeries = (points: readonly PricePoint[]) =>
  points.map((point) => ({ time: (Date.parse(point.time) / 1000) as UTCTimestamp, value: point.usd }));

/**
 * The price line drawn by lightweight-charts (the open-source TradingView library) in the theme's colours,
 * redrawn when the theme, the language or the points change. The canvas says nothing to assistive
 * technology; the chart's caption says what it shows in words. (Not aria-hidden: the library's attribution
 * link inside stays reachable.)
 */
export function PriceCanvas({ points }: { points: readonly PricePoint[] }) {
  const theme = useTheme();
  const language = useCurrentLanguage();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createChart(element, { autoSize: true, handleScroll: false, handleScale: false });
    chart.current = created;
    series.current = created.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    const { colors, fonts } = theme;
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: colors.surface },
        textColor: colors.textMuted,
        fontFamily: fonts.body,
        attributionLogo: true,
      },
      grid: { vertLines: { color: colors.border }, horzLines: { color: colors.border } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border, timeVisible: true },
      localization: {
        locale: language,
        priceFormatter: (price: number) =>
          new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(price),
      },
    });
    series.current?.applyOptions({
      lineColor: colors.primary,
      topColor: `${colors.primary}55`,
      bottomColor: `${colors.primary}08`,
    });
  }, [theme, language]);

  useEffect(() => {
    series.current?.setData(toSeries(points));
    chart.current?.timeScale().fitContent();
  }, [points]);

  return <Canvas ref={container} data-testid="price-canvas" />;
}
