import type { Plan, PlanBody } from 'shared-api/types';

/** The plan form's fields as typed (text), so a half-typed number is kept as is. */
export interface PlanFormValues {
  title: string;
  roi: string;
  duration: string;
  min_amount: string;
  max_amount: string;
}

/** The form's fields, in their order on the page (the first refused one gets the focus). */
export const planFields = [
  'title',
  'roi',
  'duration',
  'min_amount',
  'max_amount',
] as const satisfies ReadonlyArray<keyof PlanFormValues>;

/** A problem the server found with one field, to show beside it. */
export interface PlanFieldProblem {
  name: keyof PlanFormValues;
  message: string;
}

export const emptyPlanFormValues: PlanFormValues = {
  title: '',
  roi: '',
  duration: '',
  min_amount: '',
  max_amount: '',
};

export const planFormValuesFrom = (plan: Plan): PlanFormValues => ({
  title: plan.title,
  roi: String(plan.roi),
  duration: String(plan.duration),
  min_amount: String(plan.min_amount),
  max_amount: String(plan.max_amount),
});

/** An empty field is no number (NaN: a dash in the preview, null on the wire), never a zero nobody typed. */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The typed values as numbers, unchecked: the server decides what is valid (spec §5). Used both for the
 * live preview and for the request body.
 */
export const planBodyFrom = (values: PlanFormValues): PlanBody => ({
  title: values.title,
  roi: toNumber(values.roi),
  duration: toNumber(values.duration),
  min_amount: toNumber(values.min_amount),
  max_amount: toNumber(values.max_amount),
});
