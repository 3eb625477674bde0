/** Background and profile pictures with hover edit and delete buttons (docs/product.md §2.8, §4.9). */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { CameraIcon, TrashIcon } from '../../components/Icons';
import { Message } from '../../components/Message';
import { useUpload } from '../../features/upload/useUpload';
import { SettingsPageSetImageDocument, type UserImageKind } from '../../gql/graphql';
import { useSettingsPageClearImageMutation } from '../../gql/hooks';
import { useScopedMessage } from '../../lib/messages';
import { useAttempt } from '../../lib/useAttempt';

export interface ImagesBlockProps {
  pictureUrl: string | null;
  backgroundUrl: string | null;
  username: string;
}

/** The two images of the settings page. */
export function ImagesBlock({ pictureUrl, backgroundUrl, username }: ImagesBlockProps) {
  const { t } = useTranslation();
  const { upload, progress } = useUpload(SettingsPageSetImageDocument);
  const [clearImage, { loading: clearing }] = useSettingsPageClearImageMutation();
  const [busy, setBusy] = useState<UserImageKind | null>(null);
  const { error, attempt } = useAttempt();
  const [saved, setSaved] = useScopedMessage();
  const pictureInput = useRef<HTMLInputElement>(null);
  const backgroundInput = useRef<HTMLInputElement>(null);

  /** Runs one image's change, the buttons disabled meanwhile, and says `done` once it is made. */
  const change = async (kind: UserImageKind, work: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    await attempt(async () => {
      await work();
      setSaved(done);
    });
    setBusy(null);
  };
  const onFile = async (kind: UserImageKind, file: File | undefined) => {
    if (!file) return;
    await change(kind, () => upload({ input: { kind, file } }), kind === 'PICTURE' ? t('settings.pictureSaved') : t('settings.backgroundSaved'));
  };
  const onClear = (kind: UserImageKind) =>
    change(kind, () => clearImage({ variables: { input: { kind } } }), kind === 'PICTURE' ? t('settings.pictureRemoved') : t('settings.backgroundRemoved'));

  const fileInput = (kind: UserImageKind, ref: React.RefObject<HTMLInputElement | null>, testId: string) => (
    <input ref={ref} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden data-testid={testId}
      onChange={(e) => { void onFile(kind, e.target.files?.[0]); e.target.value = ''; }} />
  );

  return (
    <section className="settings-images" aria-label={t('settings.images')}>
      <div className={`settings-images__background${backgroundUrl ? '' : ' is-empty'}`}
        style={backgroundUrl ? { backgroundImage: `url("${backgroundUrl}")` } : undefined} data-testid="settings-background">
        <div className="hover-actions">
          <button type="button" className="hover-actions__button" onClick={() => backgroundInput.current?.click()} disabled={busy !== null}
            aria-label={t('settings.changeBackground')} title={t('settings.changeBackground')}><CameraIcon size={18} /></button>
          {backgroundUrl && (
            <button type="button" className="hover-actions__button" onClick={() => onClear('BACKGROUND')} disabled={busy !== null || clearing}
              aria-label={t('settings.removeBackground')} title={t('settings.removeBackground')}><TrashIcon size={18} /></button>
          )}
        </div>
        {fileInput('BACKGROUND', backgroundInput, 'background-file')}
      </div>
      <div className="settings-images__picture" data-testid="settings-picture">
        <Avatar src={pictureUrl} size={120} alt={username} />
        <div className="hover-actions hover-actions--round">
          <button type="button" className="hover-actions__button" onClick={() => pictureInput.current?.click()} disabled={busy !== null}
            aria-label={t('settings.changePicture')} title={t('settings.changePicture')} data-testid="change-picture"><CameraIcon size={18} /></button>
          {pictureUrl && (
            <button type="button" className="hover-actions__button" onClick={() => onClear('PICTURE')} disabled={busy !== null || clearing}
              aria-label={t('settings.removePicture')} title={t('settings.removePicture')} data-testid="remove-picture"><TrashIcon size={18} /></button>
          )}
        </div>
        {fileInput('PICTURE', pictureInput, 'picture-file')}
      </div>
      {progress !== null && (
        <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} aria-label={t('settings.uploading')}>
          <div className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className="settings-images__messages">
        <Message kind="success" text={saved} testId="images-success" />
        <Message kind="error" text={error} testId="images-error" />
      </div>
    </section>
  );
}
