import { Link } from 'react-router-dom';
import { Button } from 'shared-ui/button';
import { NotFound } from 'shared-ui/not-found';

/** The shell's page for an unknown top-level address (shown inside the public layout). */
export function NotFoundPage() {
  return (
    <NotFound
      homeHref="/"
      action={
        <Button as={Link} to="/">
          Back to home
        </Button>
      }
    />
  );
}
