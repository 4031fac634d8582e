import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing/render';
import { PlanCard } from './plan-card';

const plan = { title: 'Gold', roi: 1.5, duration: 10, min_amount: 1234.56, max_amount: 5000 };

describe('PlanCard total', () => {
  it('shows what the server pays: each day rounded to the cent, not the total', () => {
    // 1851.84 cents a day is paid as 1852 ten times: $1,234.56 + $185.20. A float total would read $1,419.74.
    renderWithTheme(<PlanCard plan={plan} />);
    expect(screen.getByText('$1,419.76')).toBeInTheDocument();
  });

  it('shows a dash while the roi is not one the server would accept', () => {
    renderWithTheme(<PlanCard plan={{ ...plan, roi: 0.00001 }} />);
    const total = screen.getByText('Total return').nextElementSibling;
    expect(total?.textContent).toMatch(/^— on \$1,234\.56$/);
  });
});
