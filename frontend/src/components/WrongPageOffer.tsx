import { Modal } from './Modal';
import { shortUrl } from '../lib/stepPage';

/**
 * WrongPageOffer opens when "▶ this" is asked for a step whose page is
 * not the one open: it offers to get there first — replay the steps
 * before it, or open the address it was recorded on — or to run it here.
 */
export function WrongPageOffer({ index, want, at, onReplayBefore, onOpen, onRunHere, onCancel }: {
  index: number;
  want: string;
  at: string;
  onReplayBefore: () => void;
  onOpen: () => void;
  onRunHere: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={`Step ${index + 1} is not on this page`}
      onClose={onCancel}
      footer={
        <>
          <button className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button className="btn" onClick={onRunHere} title="Run the step on the page as it is">
            Run it here anyway
          </button>
        </>
      }
    >
      <div className="wrong-page" data-testid="wrong-page">
        <p>
          Step {index + 1} was recorded on <span className="mono">{shortUrl(want)}</span>; the live page is at <span className="mono">{shortUrl(at)}</span>.
        </p>
        <div className="tool-row">
          {index > 0 && (
            <button className="btn btn-primary" onClick={onReplayBefore}>
              Replay steps 1–{index} first, then step {index + 1}
            </button>
          )}
          <button className={`btn ${index > 0 ? '' : 'btn-primary'}`} onClick={onOpen}>
            Open {shortUrl(want)} and run step {index + 1}
          </button>
        </div>
        <p className="muted small">Replaying the earlier steps rebuilds the page state (logins, carts); opening the address only loads the page.</p>
      </div>
    </Modal>
  );
}
