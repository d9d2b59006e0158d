import { useEffect } from 'react';

/**
 * A page personal to its visitor: search engines that run it are asked not to index it, and with
 * `noReferrer` the browser sends no `Referer` from it (its address holds a credential).
 */
export function useNoIndex({ noReferrer = false }: { noReferrer?: boolean } = {}) {
  useEffect(() => {
    const metas = [['robots', 'noindex']];
    if (noReferrer) metas.push(['referrer', 'no-referrer']);
    const added = metas.map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, [noReferrer]);
}
