import { HomePage } from '../../features/home/home-page';
import { useCurrentUser } from '../../lib/session/current-user';
import { visibleMenu } from '../menu';

/** The home page links to the other sections the user may open. */
export default function HomePageRoute() {
  const sections = visibleMenu(useCurrentUser())
    .flatMap((group) => group.items)
    .filter((item) => item.key !== 'home');
  return <HomePage sections={sections} />;
}
