/** Ask a doubt (001 §2.1 askyourdoubt, uploaddoubt): the form, or editing a pending doubt (?edit=). */
import { useSearchParams } from 'react-router-dom';
import { DOUBTS, TITLES } from '../messages';
import { DoubtForm } from './doubt-form';
import { num } from '../ui/search-params';
import { Page } from './doubts-page';

/** /student/askyourdoubt and /student/uploaddoubt (?edit= a pending doubt): the ask-a-doubt form. */
export function AskDoubtPage() {
  const [params] = useSearchParams();
  const editId = num(params.get('edit'));
  return (
    <Page title={editId ? DOUBTS.editTitle : TITLES.askDoubt}>
      <DoubtForm editId={editId} />
    </Page>
  );
}
