import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** La première partie guidée de Survive, en français. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Bienvenue dans Survive',
    body: [
      'Vous jouez **Marina**, contre **Finn**, un bot. L’Atlantide s’enfonce : menez vos explorateurs de l’île aux quatre îles sûres des coins avant que le volcan n’entre en éruption.',
      'L’île vient d’être posée au hasard : plages, forêts et montagnes. Cinq serpents de mer attendent dans la mer. Avancez avec **Suivant** (ou la touche `→`), revenez avec **Précédent** (`←`).',
    ],
  },
  explorer: {
    title: 'Placer un explorateur',
    body: [
      'Chacun a dix explorateurs. Sous chacun se cache un nombre de 1 à 6 : vous seul connaissez vos valeurs, et à la fin seuls comptent ceux qui ont atteint une île sûre.',
      'À tour de rôle, chacun pose un explorateur sur une case de terre vide. Posez le meilleur, qui vaut 6, sur la plage de la côte est : un bateau sera à côté.',
    ],
    hint: 'Choisissez votre explorateur de **6**, puis la plage en surbrillance sur la carte.',
  },
  boat: {
    title: 'Placer un bateau',
    body: [
      'Le guide a posé vos neuf autres explorateurs, et Finn ses dix : un chacun à tour de rôle, jusqu’à ce que tous soient sur l’île.',
      'Chacun place maintenant deux bateaux, un à la fois, sur une case de mer libre au bord de l’île (ni bateau ni serpent). Mettez votre premier bateau juste à côté de votre 6.',
    ],
    hint: 'Choisissez **Un nouveau bateau**, puis la case de mer en surbrillance à côté de votre 6.',
  },
  move: {
    title: 'Se déplacer : trois points',
    body: [
      'Les bateaux sont placés et vous commencez. À chaque tour, vous avez 3 points de déplacement pour vos explorateurs et vos bateaux, répartis à votre guise. Passer de la terre à un bateau voisin coûte 1 ; un bateau avance d’une case par point.',
      'Un bateau porte jusqu’à trois explorateurs. N’importe qui peut déplacer un bateau vide ; un bateau occupé est à celui qui y a le plus d’explorateurs. Embarquez votre 6, puis naviguez de deux cases vers le nord, vers l’île sûre du coin nord-est.',
    ],
    hint: 'Choisissez votre **6** et la case du bateau ; puis le bateau et la case de mer en surbrillance, deux fois.',
  },
  tile: {
    title: 'Engloutir un morceau de terre',
    body: [
      'Après vos déplacements, vous devez retirer une tuile de terrain. Elle doit toucher la mer, et les plages partent d’abord, puis les forêts, puis les montagnes.',
      'Finn a un explorateur sur la plage juste à l’ouest de l’ancienne place de votre 6. Retirez cette tuile : son explorateur tombe à l’eau et devient nageur.',
    ],
    hint: 'Choisissez la plage en surbrillance où se tient l’explorateur de Finn.',
  },
  turned: {
    title: 'Une tuile retournée : un requin !',
    body: [
      'Vous regardez sous la tuile retirée. Un bord vert se joue aussitôt : celle-ci est un **requin**, qui apparaît dans la mer à la place de la tuile. Un requin dévore tous les nageurs de sa case : Finn perd son explorateur.',
      'Une tuile à bord rouge, elle, se garde face cachée pour la jouer au début d’un tour suivant (un dauphin, le vent, déplacer une créature) ou, pour les deux tuiles de défense, pendant le tour d’un autre.',
    ],
  },
  die: {
    title: 'Le dé des créatures',
    body: [
      'Enfin, vous lancez le dé des créatures : un serpent se déplace d’une case de mer, un requin d’une ou deux, une baleine d’une à trois. Vous pouvez déplacer une créature de cette sorte, ou aucune. Le serpent engloutit les bateaux occupés et les nageurs, le requin dévore les nageurs, la baleine renverse les bateaux occupés.',
      'Le dé donne un requin. Déplacez celui qui vient d’apparaître à côté de deux explorateurs de Finn sur la côte : ils y réfléchiront à deux fois avant de nager.',
    ],
    hint: 'Choisissez le requin, puis la case de mer en surbrillance.',
  },
  finn: {
    title: 'Le tour de Finn',
    body: [
      'Finn a fait monter trois explorateurs dans ses bateaux. Puis il a retiré la plage sous votre explorateur de 3, au sud : il nage désormais, et une baleine est sortie de sous la tuile. Une baleine laisse les nageurs tranquilles, mais renverse un bateau occupé qui la rencontre.',
      'Finn a tiré un requin et n’en a déplacé aucun : aucun ne pouvait atteindre un de vos nageurs.',
    ],
  },
  ashore: {
    title: 'Atteindre une île sûre',
    body: [
      'On atteint chaque île sûre depuis les deux cases de mer qui la touchent. Continuez vers celle du coin nord-est (le serpent occupe son autre case d’accès : un bateau occupé qui entre dans la case d’un serpent sombre avec tout le monde). Puis débarquez votre 6 : 1 point.',
    ],
    hint: 'Choisissez le bateau et la case de mer en surbrillance, deux fois ; puis votre **6** et l’île sûre.',
  },
  scoring: {
    title: 'La fin de la partie',
    body: [
      'Votre 6 est sauf. La partie s’arrête quand quelqu’un retire la tuile qui cache le **volcan**, une des montagnes : aussitôt, tout explorateur qui n’est pas sur une île sûre est perdu.',
      'Chacun retourne alors ses explorateurs des îles sûres et additionne leurs valeurs. Vous avez **{you}** points pour l’instant ; le plus haut total gagne. Sauvez donc d’abord vos meilleurs explorateurs, et coulez en chemin les bateaux et les nageurs de Finn.',
    ],
  },
  next: {
    title: 'À vous de jouer',
    body: [
      'Voilà tout Survive. Votre tour continue : retirez une tuile, lancez le dé. Continuez contre Finn d’ici, ou commencez une vraie partie depuis le salon.',
    ],
  },
};
