import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/locale';

/** SPEC §2: My Account with Profile, Admin (administrators only) and Logout; a driver's applications too (issue 41). */
export function AccountMenu({ isAdmin, onLogout }: { isAdmin: boolean; onLogout: () => void }) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light">{t('nav.myAccount')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile.href()}>
          {t('nav.profile')}
        </Menu.Item>
        {!isAdmin && (
          <Menu.Item component={Link} to={paths.myApplications.href()}>
            {t('nav.myApplications')}
          </Menu.Item>
        )}
        {isAdmin && (
          <Menu.Item component={Link} to={paths.admin.href()}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{t('nav.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
