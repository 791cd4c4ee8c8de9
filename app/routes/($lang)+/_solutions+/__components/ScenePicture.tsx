import { useTranslation } from "react-i18next";
import { Picture } from "~/pictures/Picture";
import { SCENE_PICTURE, scenePictureSrc } from "~/pictures/pictures";
import { useValueLabel } from "./labels";

/** The picture of a solution or story: the place of its industry, watched by a camera. */
export function ScenePicture({ id, industry }: { id: string; industry: string }) {
  const { t } = useTranslation("solutions");
  const label = useValueLabel();
  return (
    <Picture
      className="scene-picture"
      src={scenePictureSrc(id, industry)}
      size={SCENE_PICTURE}
      label={t("solutions:picture", { industry: label("industry", industry) })}
    />
  );
}
