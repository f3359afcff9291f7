import { sidebarViewTexts } from '../../../../runtime/sidebar/views/texts';
import { SideCurtain } from '../../SidePanel';
import type { SidebarViewProps } from '../../viewTypes';
import { FileView } from './FileView';
import { ViewError } from './ViewState';
import './extra.css';

/** DocumentPreview (curtain): one stored file (`fileUuid`) at full width: a PDF's first page or an image, and its download. */
export function DocumentPreviewCurtain({ params }: SidebarViewProps) {
  const fileUuid = params.fileUuid ?? '';
  return (
    <SideCurtain view="DocumentPreview">
      {fileUuid === '' ? <ViewError message={sidebarViewTexts.fileNotChosen} /> : <FileView fileUuid={fileUuid} />}
    </SideCurtain>
  );
}
