import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shell');
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  if (isLoggedIn) {
    return (
      <Button as={Link} to="/dashboard" size="sm">
        {t('auth.dashboard')}
      </Button>
    );
  }
  return (
    <>
      <Button as={Link} to="/login" size="sm" variant="secondary">
        {t('auth.signIn')}
      </Button>
      <HiddenOnSmallScreens>
        <Button as={Link} to="/signup" size="sm">
          {t('auth.register')}
        </Button>
      </HiddenOnSmallScreens>
    </>
  );
}
