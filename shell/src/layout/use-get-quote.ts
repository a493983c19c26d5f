import { useLocation, useNavigate } from '@termlens/shared-ui/lib/router';
import { scrollToSection } from './scroll-to-section';

/** 'Get Free Quote' anywhere: on home the compare section is on the page, elsewhere it is /compare. */
export function useGetQuote() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (pathname === '/') scrollToSection('compare');
    else navigate('/compare');
  };
}
