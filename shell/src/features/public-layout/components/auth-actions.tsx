import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { isLoggedInAtom } from 'shared-api/session';
import { Button } from 'shared-ui/button';
import { mediaDown } from 'shared-ui/theme';
import styled from 'styled-components';

/** Register is hidden on small screens (spec §2). */
const HiddenOnSmallScreens = styled.span`
  display: inline-flex;

  ${mediaDown('tablet')} {
    display: none;
  }
`;

/** Sign in and Register for visitors; a Dashboard button once a profile exists. */
export function AuthActions() {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  if (isLoggedIn) {
    return (
      <Button as={Link} to="/dashboard" size="sm">
        Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button as={Link} to="/login" size="sm" variant="secondary">
        Sign in
      </Button>
      <HiddenOnSmallScreens>
        <Button as={Link} to="/signup" size="sm">
          Register
        </Button>
      </HiddenOnSmallScreens>
    </>
  );
}
