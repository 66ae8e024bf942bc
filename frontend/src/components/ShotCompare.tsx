import { useState } from 'react';
import { BlobImage } from './BlobImage';
import { Modal } from './Modal';
import './io.css';

/**
 * ShotCompare shows a step's screenshots full size: with both, the after
 * picture over the before one, split by a slider (drag it, or focus it and
 * use the arrow keys); with one, that picture.
 */
export function ShotCompare({ title, before, after, onClose }: { title: string; before?: string; after?: string; onClose: () => void }) {
  const [split, setSplit] = useState(50);
  const both = !!before && !!after;
  return (
    <Modal title={title} onClose={onClose} className="modal-full">
      {both ? (
        <>
          <div className="shot-stage">
          <div className="shot-compare" style={{ ['--split' as string]: `${split}%` }}>
            <BlobImage blobKey={before} alt="Before the step" className="shot-full" />
            <div className="shot-after">
              <BlobImage blobKey={after} alt="After the step" className="shot-full" />
            </div>
            <div className="shot-divider" aria-hidden="true" />
            <span className="shot-label shot-label-before">before</span>
            <span className="shot-label shot-label-after">after</span>
          </div>
          </div>
          <label className="shot-slider">
            <input type="range" min={0} max={100} value={split} onChange={(e) => setSplit(Number(e.target.value))} aria-label="Divider between before and after" />
            <span className="small muted">before on the left, after on the right</span>
          </label>
        </>
      ) : (
        <div className="shot-single">
          <BlobImage blobKey={before ?? after} alt={before ? 'Before the step' : 'After the step'} className="shot-full" />
        </div>
      )}
    </Modal>
  );
}
