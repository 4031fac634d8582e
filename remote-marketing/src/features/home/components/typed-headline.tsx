import { usePrefersReducedMotion } from 'shared-ui/reduced-motion';
import { VisuallyHidden } from 'shared-ui/visually-hidden';
import styled, { keyframes } from 'styled-components';
import { useTypedText } from '../hooks/use-typed-text';

const blink = keyframes`
  50% { opacity: 0; }
`;

const Line = styled.p`
  margin: 0;
  /* Two lines kept free, so the text below does not jump while a headline is typed and erased. */
  min-height: 2.4em;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primary};
`;

const Caret = styled.span`
  display: inline-block;
  width: 0.08em;
  height: 1em;
  margin-left: 0.05em;
  vertical-align: -0.1em;
  background: currentColor;
  animation: ${blink} 1s step-end infinite;
`;

/**
 * The hero's rotating headlines, typed and erased one after the other (spec §9 timings). Screen readers
 * get the three headlines once, as plain text; the moving letters are hidden from them. With reduced
 * motion the first headline stands still, whole, without a caret.
 */
export function TypedHeadline({ headlines }: { headlines: readonly string[] }) {
  const still = usePrefersReducedMotion();
  const typed = useTypedText(headlines, still);
  return (
    <Line>
      <VisuallyHidden>
        {headlines.map((headline) => (
          <span key={headline}>{headline} </span>
        ))}
      </VisuallyHidden>
      <span aria-hidden="true" data-testid="typed-headline">
        {typed}
        {!still && <Caret />}
      </span>
    </Line>
  );
}
