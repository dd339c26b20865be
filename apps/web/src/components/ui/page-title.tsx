import { formatPageTitle } from '@cvlisto/shared';
import { usePublicConfig } from '../../lib/public-config';

/**
 * Sets the document title with the product-name suffix unless the title already has it
 * (spec/core.md §2). React 19 hoists <title> into <head>.
 */
export function PageTitle({ title }: { title: string }) {
  const { appName } = usePublicConfig();
  return <title>{formatPageTitle(title, appName)}</title>;
}
