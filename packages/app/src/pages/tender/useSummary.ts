import type { SummaryState } from '@mieux-disant/ui';
import { useCallback, useState } from 'react';
import { summarisePdf } from '../../pdf/pdfService';
import { useSession } from '../../session/SessionProvider';

/** The PDF summary dialog of the file tree: text by pdf.js, summary by the server's AI endpoint. */
export function useSummary() {
  const { session } = useSession();
  const [open, setOpen] = useState<{ name: string; state: SummaryState } | null>(null);

  const show = useCallback(
    (file: File, name: string) => {
      if (!/\.pdf$/i.test(name)) return;
      setOpen({ name, state: { status: 'loading' } });
      summarisePdf(session?.token ?? '', file, name).then(
        (summary) =>
          setOpen((current) =>
            current?.name === name
              ? { name, state: summary ? { status: 'ready', summary } : { status: 'empty' } }
              : current,
          ),
        (error: unknown) => {
          console.error(error);
          setOpen((current) => (current?.name === name ? { name, state: { status: 'error' } } : current));
        },
      );
    },
    [session],
  );
  const close = useCallback(() => setOpen(null), []);
  return { summary: open, show, close };
}
