import { useLocation, useNavigate } from 'react-router-dom';

/** 'Get Free Quote' anywhere: on home the compare section is on the page, elsewhere it is /compare. */
export function useGetQuote() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (pathname === '/') document.getElementById('compare')?.scrollIntoView({ block: 'start' });
    else navigate('/compare');
  };
}
