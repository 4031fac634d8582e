import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Plan } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Grid } from 'shared-ui/stack';
import { VisuallyHidden } from 'shared-ui/visually-hidden';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { PlanCard } from './plan-card';

const List = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const titleIdOf = (plan: Plan): string => `plan-${plan.id}-title`;

export interface PlanListProps {
  plans: Plan[];
  onDelete: (plan: Plan) => void;
}

/** One card per plan with Edit (its own page) and Delete (asks first). */
export function PlanList({ plans, onDelete }: PlanListProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <List $min="16rem">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          as="li"
          plan={plan}
          titleId={titleIdOf(plan)}
          actions={
            <>
              <Button as={Link} to={`edit-plan/${plan.id}`} variant="secondary" size="sm">
                {t('list.edit')}
                <VisuallyHidden> {plan.title}</VisuallyHidden>
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDelete(plan)}>
                {t('list.delete')}
                <VisuallyHidden> {plan.title}</VisuallyHidden>
              </Button>
            </>
          }
        />
      ))}
    </List>
  );
}
