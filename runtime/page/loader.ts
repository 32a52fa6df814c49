// The one script every page loads up front (a module, so it runs once the HTML is parsed). It is
// small and React-free: island hydration on each island's strategy, link prefetching, the pager's
// keyboard shortcuts, the curtain's Top link and the assistant link's URL. React and island code
// load only when an island's strategy fires.
import { startIslands } from '../islands/loader.js';
import { fillAssistantLinks } from './assistant-link.js';
import { startPagerKeys } from './pager-keys.js';
import { startPrefetch } from './prefetch.js';
import { startTopLink } from './top-link.js';

fillAssistantLinks();
startPagerKeys();
startTopLink();
startIslands();
startPrefetch();
