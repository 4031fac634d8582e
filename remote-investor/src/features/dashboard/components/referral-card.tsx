import { useId } from 'react';
import { Card, CardTitle } from 'shared-ui/card';
import { CopyButton } from 'shared-ui/copy-button';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The referral link to share (`/signup/{referral_id}` on this site) with a copy button. */
export function ReferralCard({ referralId }: { referralId: string }) {
  const titleId = useId();
  const link = `${window.location.origin}/signup/${encodeURIComponent(referralId)}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>Refer a friend</CardTitle>
      <Text>
        Share your link. When someone you refer buys a plan, you receive 1% of its amount as a bonus.
      </Text>
      <Row>
        <Field label="Your referral link">
          <Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <CopyButton text={link} label="Copy link" />
      </Row>
    </Card>
  );
}
