import { Outlet } from 'react-router-dom';

export default function DetailedLayout() {
  return <Outlet />;
}
