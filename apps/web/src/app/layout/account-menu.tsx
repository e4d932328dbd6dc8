import { Button, Menu } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** SPEC §2: My Account with Profile, Admin (administrators only) and Logout. */
export function AccountMenu({ isAdmin, onLogout }: { isAdmin: boolean; onLogout: () => void }) {
  const nav = messages.nav;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light">{nav.myAccount}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile.href()}>
          {nav.profile}
        </Menu.Item>
        {isAdmin && (
          <Menu.Item component={Link} to={paths.admin.href()}>
            {nav.admin}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{nav.logout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
