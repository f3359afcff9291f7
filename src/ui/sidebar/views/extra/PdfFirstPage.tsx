import { Alert, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { extraViewTexts } from './texts';

const t = extraViewTexts.preview;

/** The panel's width in CSS pixels the page is fitted to; the canvas is drawn for the screen's density. */
const FIT_WIDTH = 560;

/**
 * The first page of a PDF drawn on a canvas with pdf.js, loaded only when a PDF is shown. pdf.js runs
 * in its worker from our origin and never evaluates strings, as the strict CSP requires.
 */
export function PdfFirstPage({ bytes, name }: { bytes: Uint8Array; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<{ kind: 'rendering' } | { kind: 'done'; pages: number } | { kind: 'failed' }>({ kind: 'rendering' });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    setState({ kind: 'rendering' });
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
        // pdf.js hands the buffer to its worker: a copy keeps the store's bytes for the download.
        const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false });
        destroy = () => void task.destroy();
        const document = await task.promise;
        const page = await document.getPage(1);
        const target = canvas.current;
        if (cancelled || !target) return;
        const base = page.getViewport({ scale: 1 });
        const density = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (FIT_WIDTH / base.width) * density });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / density)}px`;
        await page.render({ canvas: target, viewport }).promise;
        if (!cancelled) setState({ kind: 'done', pages: document.numPages });
      } catch {
        if (!cancelled) setState({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [bytes]);

  return (
    <div className="side-extra-pdf">
      {state.kind === 'failed' && <Alert type="warning" showIcon title={t.pdfFailed} />}
      {state.kind === 'rendering' && <Spin size="small" tip={t.pdfRendering}><div className="side-extra-pdf-wait" /></Spin>}
      <canvas ref={canvas} className="side-extra-pdf-canvas" aria-label={name} hidden={state.kind !== 'done'} />
      {state.kind === 'done' && <Typography.Text type="secondary">{fillTemplate(t.firstPage, { pages: state.pages })}</Typography.Text>}
    </div>
  );
}
