<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Play selected (%1)</source>
        <translation>Jouer la sélection (%1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>CardGallery</name>
    <message>
        <source>Card faces</source>
        <translation>Faces des cartes</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Which move?</source>
        <translation>Quel coup ?</translation>
    </message>
    <message>
        <source>Select it for a combination</source>
        <translation>La sélectionner pour une combinaison</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>This ends your turn:</source>
        <translation>Cela termine votre tour :</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Which suit beats which</source>
        <translation>Quelle couleur bat quelle couleur</translation>
    </message>
    <message>
        <source>Long game: everyone is placed</source>
        <translation>Partie longue : chacun est classé</translation>
    </message>
    <message>
        <source>Short game: first out wins</source>
        <translation>Partie courte : le premier sorti gagne</translation>
    </message>
    <message>
        <source>Play goes clockwise ↻</source>
        <translation>Le jeu tourne dans le sens horaire ↻</translation>
    </message>
    <message>
        <source>Play goes anticlockwise ↺</source>
        <translation>Le jeu tourne dans le sens antihoraire ↺</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Proposer un échange…</translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>Abandonner…</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>You drop out for good: your hand and lay-downs go under the discard pile.</source>
        <translation>Vous quittez la partie pour de bon : votre main et vos poses passent sous la défausse.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Call dibs?</source>
        <translation>Réserver la carte ?</translation>
    </message>
    <message>
        <source>Trade offer</source>
        <translation>Offre d&apos;échange</translation>
    </message>
    <message>
        <source>Give one of these in return, or decline.</source>
        <translation>Donnez l&apos;une de ces cartes en échange, ou refusez.</translation>
    </message>
</context>
<context>
    <name>CreateRoomDialog</name>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Tapez le nom que les autres verront.</translation>
    </message>
    <message>
        <source>Create a room on a server</source>
        <translation>Créer une salle sur un serveur</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n player(s).</source>
        <translation>
            <numerusform>%1 pour %n joueur.</numerusform>
            <numerusform>%1 pour %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seats: you; the server’s bots: %1; open for friends: %2.</source>
        <translation>Places : vous ; bots du serveur : %1 ; libres pour des amis : %2.</translation>
    </message>
    <message>
        <source>To change them: Game › New…</source>
        <translation>Pour les changer : Jeu › Nouvelle…</translation>
    </message>
    <message>
        <source>Server (its address and port, as ws://host:port or wss://host:port):</source>
        <translation>Serveur (son adresse et son port, sous la forme ws://hôte:port ou wss://hôte:port) :</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Asking the server for a room…</source>
        <translation>Demande d’une salle au serveur…</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>DirectionRing</name>
    <message>
        <source>next: again</source>
        <translation>ensuite : encore</translation>
    </message>
    <message>
        <source>next</source>
        <translation>ensuite</translation>
    </message>
</context>
<context>
    <name>FeltDialog</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>Toutes les mains restent cachées jusqu&apos;à ce que %1 soit prêt.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Je suis %1 – montrer mes cartes</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Depuis votre dernier tour :</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>This address names no computer.</source>
        <translation>Cette adresse ne nomme aucun ordinateur.</translation>
    </message>
    <message>
        <source>This address names no port (as in felt://192.168.1.20:47110/?room=…).</source>
        <translation>Cette adresse ne nomme aucun port (comme dans felt://192.168.1.20:47110/?room=…).</translation>
    </message>
    <message>
        <source>This address has no room secret (…/?room=…).</source>
        <translation>Cette adresse n’a pas de secret de salle (…/?room=…).</translation>
    </message>
    <message>
        <source>This address&apos;s room secret is too long.</source>
        <translation>Le secret de salle de cette adresse est trop long.</translation>
    </message>
    <message>
        <source>An invitation needs the host&apos;s IP address.</source>
        <translation>Une invitation a besoin de l’adresse IP de l’hôte.</translation>
    </message>
    <message>
        <source>An invitation needs the port the host listens on.</source>
        <translation>Une invitation a besoin du port où l’hôte attend.</translation>
    </message>
    <message>
        <source>An invitation carries only a room secret made for invitations.</source>
        <translation>Une invitation ne porte qu’un secret de salle fait pour les invitations.</translation>
    </message>
    <message>
        <source>Paste or type an invitation.</source>
        <translation>Collez ou tapez une invitation.</translation>
    </message>
    <message>
        <source>An invitation has %1 characters (%2 for an IPv6 address); this one has %3.</source>
        <translation>Une invitation a %1 caractères (%2 pour une adresse IPv6) ; celle-ci en a %3.</translation>
    </message>
    <message>
        <source>“%1” is not a character of invitations.</source>
        <translation>« %1 » n’est pas un caractère des invitations.</translation>
    </message>
    <message>
        <source>The invitation is mistyped (its check character does not match).</source>
        <translation>L’invitation est mal tapée (son caractère de contrôle ne correspond pas).</translation>
    </message>
    <message>
        <source>This invitation is from another version of Felt (format %1; this Felt reads format %2).</source>
        <translation>Cette invitation vient d’une autre version de Felt (format %1 ; ce Felt lit le format %2).</translation>
    </message>
    <message>
        <source>The invitation is mistyped (it does not read as an address and a port).</source>
        <translation>L’invitation est mal tapée (elle ne donne pas une adresse et un port).</translation>
    </message>
    <message>
        <source>This address is not a Felt table&apos;s: it starts with felt://, ws:// or wss://.</source>
        <translation>Cette adresse n’est pas celle d’une table Felt : elle commence par felt://, ws:// ou wss://.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Tapez le nom que les autres verront.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Invitation (the code or address the host gave you):</source>
        <translation>Invitation (le code ou l’adresse donnés par l’hôte) :</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau :</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2’s table — %n seat(s) free of %3</source>
        <translation>
            <numerusform>%1 à la table de %2 — %n place libre sur %3</numerusform>
            <numerusform>%1 à la table de %2 — %n places libres sur %3</numerusform>
        </translation>
    </message>
    <message>
        <source>None heard yet. Tables show here while their host waits for players.</source>
        <translation>Aucune pour l’instant. Les tables s’affichent ici tant que leur hôte attend des joueurs.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Asking the host for a seat…</source>
        <translation>Demande d’une place à l’hôte…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · étape %2 sur %3</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Jouer une vraie partie</translation>
    </message>
    <message>
        <source>Read the full rules</source>
        <translation>Lire toutes les règles</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Your table: %1</source>
        <translation>Votre table : %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Table : %1</translation>
    </message>
    <message>
        <source>Give your friends this invitation. They paste it in Game › Join a table…, where tables on this network also show by themselves.</source>
        <translation>Donnez cette invitation à vos amis. Ils la collent dans Jeu › Rejoindre une table…, où les tables de ce réseau s’affichent aussi d’elles-mêmes.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiée</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Or as an address: %1</source>
        <translation>Ou sous forme d’adresse : %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (absent)</translation>
    </message>
    <message>
        <source>Seat a bot</source>
        <translation>Placer un bot</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>The game has begun.</source>
        <translation>La partie a commencé.</translation>
    </message>
    <message>
        <source>Taking your seat…</source>
        <translation>Vous prenez place…</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Give your friends this room’s address. They paste it in Game › Join a table….</source>
        <translation>Donnez l’adresse de cette salle à vos amis. Ils la collent dans Jeu › Rejoindre une table….</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>%1 (you, ready)</source>
        <translation>%1 (vous, prêt)</translation>
    </message>
    <message>
        <source>%1 (ready)</source>
        <translation>%1 (prêt)</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open.</source>
        <translation>
            <numerusform>Encore %n place libre.</numerusform>
            <numerusform>Encore %n places libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here and ready: start when you like.</source>
        <translation>Tout le monde est là et prêt : commencez quand vous voulez.</translation>
    </message>
    <message>
        <source>Waiting for everyone to say they are ready.</source>
        <translation>En attente que chacun se dise prêt.</translation>
    </message>
    <message>
        <source>The host starts the game once everyone is ready.</source>
        <translation>L’hôte lance la partie dès que tout le monde est prêt.</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Pas prêt</translation>
    </message>
    <message>
        <source>I’m ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
</context>
<context>
    <name>PileMarks</name>
    <message>
        <source>this turn: 1 card</source>
        <translation>ce tour : 1 carte</translation>
    </message>
    <message>
        <source>this turn: %1 cards</source>
        <translation>ce tour : %1 cartes</translation>
    </message>
    <message>
        <source>Ace =</source>
        <translation>As =</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Round %1 is over</source>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Scores jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <extracomment>The deal code: anyone can play exactly this deal with Game &gt; Play a deal code.</extracomment>
        <translation>Code de donne : %1</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Manche précédente (Page préc.)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Coup précédent (←)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Coup suivant (→)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Manche suivante (Page suiv.)</translation>
    </message>
    <message>
        <source>Could I have won?</source>
        <translation>Aurais-je pu gagner ?</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>Quitter la revue</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Bot: Beginner</source>
        <translation>Bot : débutant</translation>
    </message>
    <message>
        <source>Bot: Casual</source>
        <translation>Bot : occasionnel</translation>
    </message>
    <message>
        <source>Bot: Strong</source>
        <translation>Bot : fort</translation>
    </message>
    <message>
        <source>Bot: Expert</source>
        <translation>Bot : expert</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot : %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>Terminer la partie en cours ?</translation>
    </message>
    <message>
        <source>A new game replaces the one under way; it cannot be continued later.</source>
        <translation>Une nouvelle partie remplace celle en cours ; elle ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>%1 players.</source>
        <translation>%1 joueurs.</translation>
    </message>
    <message>
        <source>%1 to %2 players.</source>
        <translation>De %1 à %2 joueurs.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Adjust the options for %1 players</source>
        <translation>Ajuster les options pour %1 joueurs</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Remove this kept game?</source>
        <translation>Retirer cette partie conservée ?</translation>
    </message>
    <message>
        <source>%1

It will no longer be offered to continue.</source>
        <translation>%1

Elle ne sera plus proposée pour continuer.</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message>
        <source>✓ Lesson finished</source>
        <translation>✓ Leçon terminée</translation>
    </message>
    <message>
        <source>New to %1? Learn it in three minutes.</source>
        <translation>Vous découvrez %1 ? Apprenez-le en trois minutes.</translation>
    </message>
    <message>
        <source>Take the lesson again</source>
        <translation>Refaire la leçon</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>At a network table one person plays at this screen; the others join from their own Felt.</source>
        <translation>À une table en réseau, une seule personne joue sur cet écran ; les autres rejoignent depuis leur propre Felt.</translation>
    </message>
    <message>
        <source>Friend over the network</source>
        <translation>Ami en réseau</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Apprendre à jouer à %1</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Par variante</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>La plus longue</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Réinitialiser les statistiques…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Réinitialiser les statistiques ?</translation>
    </message>
    <message>
        <source>Every game recorded so far will be forgotten.</source>
        <translation>Toutes les parties enregistrées jusqu&apos;ici seront oubliées.</translation>
    </message>
    <message>
        <source>Played: games finished. Won: games won, and their share. Best and Average: final scores. Streak: games won in a row up to the last one. Longest: the most won in a row. Places: how often first · second · third…</source>
        <translation>Jouées : parties terminées. Gagnées : parties gagnées, et leur part. Meilleur et Moyenne : scores finaux. Série : victoires d’affilée jusqu’à la dernière partie. Plus longue : le plus de victoires d’affilée. Places : combien de fois premier · deuxième · troisième…</translation>
    </message>
    <message>
        <source>Recent games of %1</source>
        <translation>Dernières parties de %1</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Non gagnée</translation>
    </message>
    <message>
        <source>Bars: final score of each game, oldest on the left.</source>
        <translation>Barres : score final de chaque partie, la plus ancienne à gauche.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Sens horaire</translation>
    </message>
    <message>
        <source>Anticlockwise</source>
        <translation>Sens antihoraire</translation>
    </message>
    <message>
        <source>to pick up for %1 if the turn ends now</source>
        <translation>à ramasser pour %1 si le tour s&apos;arrête maintenant</translation>
    </message>
    <message>
        <source>%1 must answer or pick up</source>
        <translation>%1 doit répondre ou ramasser</translation>
    </message>
    <message>
        <source>1 player skipped</source>
        <translation>1 joueur sauté</translation>
    </message>
    <message>
        <source>%1 players skipped</source>
        <translation>%1 joueurs sautés</translation>
    </message>
    <message>
        <source>Next: %1 again</source>
        <translation>Ensuite : encore %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
    <message>
        <source>to pick up for you if the turn ends now</source>
        <translation>à ramasser pour vous si le tour s’arrête maintenant</translation>
    </message>
    <message>
        <source>You must answer or pick up</source>
        <translation>Vous devez répondre ou ramasser</translation>
    </message>
</context>
<context>
    <name>SuitChooser</name>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Which suit does your %1 stand for?</source>
        <translation>Quelle couleur votre %1 représente-t-il ?</translation>
    </message>
    <message>
        <source>Which suit does your Ace stand for?</source>
        <translation>Quelle couleur votre As représente-t-il ?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>SuitCycle</name>
    <message>
        <source>Rock</source>
        <translation>Pierre</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Scissors</source>
        <translation>Ciseaux</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Lézard</translation>
    </message>
    <message>
        <source>Arrow: beats</source>
        <translation>Flèche : bat</translation>
    </message>
    <message>
        <source>%1 beats %2 and %3</source>
        <translation>%1 bat %2 et %3</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>suggested by the hint</source>
        <translation>suggérée par le conseil</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Or click a glowing group on the table to play %1 there</source>
        <translation>Ou cliquez sur un groupe lumineux de la table pour y jouer %1</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>Offer a trade</source>
        <translation>Proposer un échange</translation>
    </message>
    <message>
        <source>Offer a marker for a number card of a suit, or a number card for a marker. One offer per turn; if it is accepted, your turn ends.</source>
        <translation>Proposez une carte marqueur contre une carte numérotée d&apos;une couleur, ou une carte numérotée contre un marqueur. Une offre par tour ; si elle est acceptée, votre tour se termine.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Donner</translation>
    </message>
    <message>
        <source>Ask for</source>
        <translation>Demander</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Proposer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>End turn (+1 card)</source>
        <translation>Finir le tour (+1 carte)</translation>
    </message>
    <message>
        <source>End turn (+%1 cards)</source>
        <translation>Finir le tour (+%1 cartes)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Pick up (nothing to draw)</source>
        <translation>Ramasser (rien à piocher)</translation>
    </message>
    <message>
        <source>Pick up 1 card</source>
        <translation>Ramasser 1 carte</translation>
    </message>
    <message>
        <source>Pick up %1 cards</source>
        <translation>Ramasser %1 cartes</translation>
    </message>
    <message>
        <source>Facing +%1: an Ace cancels it, a matching 2 or Jack passes it on.</source>
        <translation>Face à +%1 : un As l&apos;annule, un 2 ou un Valet assorti le fait passer.</translation>
    </message>
    <message>
        <source>Play a card that matches the top card, or pick up.</source>
        <translation>Jouez une carte qui correspond à celle du dessus, ou ramassez.</translation>
    </message>
    <message>
        <source>A Queen must be covered: play any card on it.</source>
        <translation>Une Dame doit être couverte : jouez n&apos;importe quelle carte dessus.</translation>
    </message>
    <message>
        <source>Passing the pick-up on: only 2s and Jacks may follow.</source>
        <translation>La pioche est transmise : seuls des 2 et des Valets peuvent suivre.</translation>
    </message>
    <message>
        <source>Going out on a power card costs a card.</source>
        <translation>Sortir sur une carte spéciale coûte une carte.</translation>
    </message>
    <message>
        <source>Capped: end your turn, or go on with the same rank.</source>
        <translation>Fermé : finissez votre tour ou continuez avec la même valeur.</translation>
    </message>
    <message>
        <source>Not capped: play a matching card to cap, or end and take a card.</source>
        <translation>Pas fermé : jouez une carte assortie pour fermer, ou finissez et prenez une carte.</translation>
    </message>
    <message>
        <source>The pile is empty: any card will do, or pick up.</source>
        <translation>La pile est vide : n’importe quelle carte convient, ou ramassez.</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>La partie n&apos;a pas pu être enregistrée : %1.</translation>
    </message>
    <message>
        <source>%1 · %2 players · round %3 · saved %4</source>
        <extracomment>A kept game on its Continue button: game, players, round, when it was saved.</extracomment>
        <translation>%1 · %2 joueurs · manche %3 · enregistrée %4</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>Il n&apos;y a pas de partie enregistrée.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1). The file was kept as %2.</source>
        <translation>La partie enregistrée n&apos;a pas pu être lue (%1). Le fichier a été conservé sous %2.</translation>
    </message>
    <message>
        <source>A kept game that cannot be read</source>
        <extracomment>A kept game whose file is damaged; Continue says more and keeps the file aside.</extracomment>
        <translation>Une partie conservée illisible</translation>
    </message>
    <message>
        <source>This game is open in another Felt window, which keeps it; the moves made here are not kept.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de Felt, qui la conserve ; les coups joués ici ne sont pas conservés.</translation>
    </message>
    <message>
        <source>This game is being played in another Felt window.</source>
        <translation>Cette partie est en cours dans une autre fenêtre de Felt.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>Pierre</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Scissors</source>
        <translation>Ciseaux</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Lézard</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Joker</source>
        <extracomment>A Janken Joker of suit %1 (&quot;Rock Joker&quot;); French Jokers have no suit.</extracomment>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 Joker</source>
        <translation>Joker %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: %1 is the rank, %2 the suit (&quot;Queen of hearts&quot;, &quot;7 of Rock&quot;).</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source> (%1 as %2)</source>
        <extracomment>A wild card in a move: &quot;Meld 2 Rock, 3 Rock, Rock Joker (Rock Joker as 4)&quot;.</extracomment>
        <translation> (%1 pour %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>before a vowel</comment>
        <extracomment>A card whose suit name starts with a vowel: %1 the rank, %2 the suit (&quot;Queen of Water&quot;).</extracomment>
        <translation>%1 d&apos;%2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>It is the only legal move.</source>
        <translation>C&apos;est le seul coup permis.</translation>
    </message>
    <message>
        <source>That is not a legal move now.</source>
        <translation>Ce n&apos;est pas un coup permis maintenant.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher dans le talon</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Take %1 from the discard pile</source>
        <translation>Prendre %1 dans la défausse</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Play pile</source>
        <translation>Pile de jeu</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>%1 cancels the pick-up with an Ace.</source>
        <translation>%1 annule la pioche avec un As.</translation>
    </message>
    <message>
        <source>%1 names %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <source>%1 skips a player clockwise.</source>
        <translation>%1 fait sauter un joueur dans le sens horaire.</translation>
    </message>
    <message>
        <source>%1 skips a player anticlockwise.</source>
        <translation>%1 fait sauter un joueur dans le sens antihoraire.</translation>
    </message>
    <message>
        <source>%1 reverses: play goes clockwise.</source>
        <translation>%1 inverse le sens : le jeu tourne dans le sens horaire.</translation>
    </message>
    <message>
        <source>%1 reverses: play goes anticlockwise.</source>
        <translation>%1 inverse le sens : le jeu tourne dans le sens antihoraire.</translation>
    </message>
    <message>
        <source>%1 goes out and wins.</source>
        <translation>%1 sort et gagne.</translation>
    </message>
    <message>
        <source>%1 cannot go out on a power card and picks up one card.</source>
        <translation>%1 ne peut pas sortir sur une carte spéciale et ramasse une carte.</translation>
    </message>
    <message>
        <source>%1 ended the turn uncapped and picks up one card.</source>
        <translation>%1 a fini le tour sans fermer et ramasse une carte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 ramasse %n carte.</numerusform>
            <numerusform>%1 ramasse %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must pick up %n card(s).</source>
        <translation>
            <numerusform>%1 doit ramasser %n carte.</numerusform>
            <numerusform>%1 doit ramasser %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 owes %n card(s) (pick-up debt).</source>
        <translation>
            <numerusform>%1 doit %n carte (dette de pioche).</numerusform>
            <numerusform>%1 doit %n cartes (dette de pioche).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cards left to pick up: %n card(s) waived for %1.</source>
        <translation>
            <numerusform>Plus de cartes à ramasser : %n carte est remise à %1.</numerusform>
            <numerusform>Plus de cartes à ramasser : %n cartes sont remises à %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the pick-up debt.</source>
        <translation>%1 règle la dette de pioche.</translation>
    </message>
    <message>
        <source>Shed your whole hand first. Follow suit or rank; 2s and Jacks make the next player pick up, Aces change the suit and 8s skip.</source>
        <translation>Débarrassez-vous de toute votre main en premier. Suivez la couleur ou la valeur ; les 2 et les Valets font ramasser le joueur suivant, les As changent la couleur et les 8 font sauter un tour.</translation>
    </message>
    <message>
        <source>Blackjack (school rules)</source>
        <translation>Blackjack (règles de cour d&apos;école)</translation>
    </message>
    <message>
        <source>Pick-up debt</source>
        <translation>Dette de pioche</translation>
    </message>
    <message>
        <source>Cards that cannot be picked up because the deck and play pile are used up are owed and taken as soon as cards become available.</source>
        <translation>Les cartes qui ne peuvent pas être ramassées parce que le talon et la pile de jeu sont épuisés sont dues et prises dès que des cartes redeviennent disponibles.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>You have not played a card yet: play one, or pick up %n card(s) instead.</source>
        <translation>
            <numerusform>Vous n&apos;avez pas encore joué de carte : jouez-en une, ou ramassez %n carte à la place.</numerusform>
            <numerusform>Vous n&apos;avez pas encore joué de carte : jouez-en une, ou ramassez %n cartes à la place.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Queen must be covered: play any card on it.</source>
        <translation>Une Dame doit être couverte : jouez n&apos;importe quelle carte dessus.</translation>
    </message>
    <message>
        <source>You have already played this turn: cover the Queen first.</source>
        <translation>Vous avez déjà joué ce tour : couvrez d&apos;abord la Dame.</translation>
    </message>
    <message numerus="yes">
        <source>You have already played this turn: end it instead (that costs %n card(s)).</source>
        <translation>
            <numerusform>Vous avez déjà joué ce tour : finissez-le plutôt (cela coûte %n carte).</numerusform>
            <numerusform>Vous avez déjà joué ce tour : finissez-le plutôt (cela coûte %n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Jouez une carte à la fois.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>Name the suit the Ace stands for.</source>
        <translation>Annoncez la couleur que l&apos;As représente.</translation>
    </message>
    <message>
        <source>Only an Ace names a suit.</source>
        <translation>Seul un As annonce une couleur.</translation>
    </message>
    <message>
        <source>That is not a play of this game.</source>
        <translation>Ce n&apos;est pas un jeu de cette partie.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Ce n&apos;est pas un coup de ce jeu.</translation>
    </message>
    <message numerus="yes">
        <source>You face a pick-up of %n: cancel it with an Ace, pass it on with a 2 or Jack matching %1, or pick up.</source>
        <translation>
            <numerusform>Vous devez ramasser %n : annulez avec un As, passez avec un 2 ou un Valet assorti à %1, ou ramassez.</numerusform>
            <numerusform>Vous devez ramasser %n : annulez avec un As, passez avec un 2 ou un Valet assorti à %1, ou ramassez.</numerusform>
        </translation>
    </message>
    <message>
        <source>After answering a pick-up only a 2 or a Jack may follow.</source>
        <translation>Après avoir répondu à une pioche, seul un 2 ou un Valet peut suivre.</translation>
    </message>
    <message>
        <source>After %1 only another %2 may follow, or end the turn (an Ace is wild only as a step-1 card).</source>
        <translation>Après %1 seul un autre %2 peut suivre, ou finissez le tour (un As n&apos;est joker que comme carte de pas 1).</translation>
    </message>
    <message>
        <source>After %1 only another %2 may follow, or end the turn.</source>
        <translation>Après %1 seul un autre %2 peut suivre, ou finissez le tour.</translation>
    </message>
    <message>
        <source>It must match %1 by suit (%2) or rank.</source>
        <translation>Elle doit correspondre à %1 par la couleur (%2) ou la valeur.</translation>
    </message>
    <message>
        <source>It must match %1 by suit (%2) or rank, or end the turn.</source>
        <translation>Elle doit correspondre à %1 par la couleur (%2) ou la valeur, ou finissez le tour.</translation>
    </message>
    <message numerus="yes">
        <source>It must match %1 by suit (%2) or rank, or end the turn (that costs %n card(s)).</source>
        <translation>
            <numerusform>Elle doit correspondre à %1 par la couleur (%2) ou la valeur, ou finissez le tour (cela coûte %n carte).</numerusform>
            <numerusform>Elle doit correspondre à %1 par la couleur (%2) ou la valeur, ou finissez le tour (cela coûte %n cartes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Suit named</source>
        <translation>Couleur annoncée</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Owes</source>
        <translation>Doit</translation>
    </message>
    <message>
        <source>End turn (pick up %1)</source>
        <translation>Finir le tour (ramasser %1)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation>Ramasser %1</translation>
    </message>
    <message>
        <source>Play %1 and name %2</source>
        <translation>Jouer %1 et annoncer %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Trump card</source>
        <translation>Carte d&apos;atout</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Plis gagnés</translation>
    </message>
    <message>
        <source>Revoke: did not follow %1.</source>
        <translation>Renonce : n&apos;a pas fourni %1.</translation>
    </message>
    <message>
        <source>Bid exactly how many tricks you will take, round after round with a changing number of cards. Exact bids score; misses do not.</source>
        <translation>Annoncez exactement combien de plis vous ferez, manche après manche avec un nombre de cartes qui change. Seules les annonces exactes marquent.</translation>
    </message>
    <message>
        <source>Jabberwocky</source>
        <translation>Jabberwocky</translation>
    </message>
    <message>
        <source>Trump card turned by</source>
        <translation>Carte d&apos;atout retournée par</translation>
    </message>
    <message>
        <source>Who turns up the trump card after the deal.</source>
        <translation>Qui retourne la carte d&apos;atout après la donne.</translation>
    </message>
    <message>
        <source>Revokes allowed</source>
        <translation>Renonces permises</translation>
    </message>
    <message>
        <source>Players may fail to follow suit on purpose; each revoke costs 3 points at once.</source>
        <translation>Les joueurs peuvent ne pas fournir exprès ; chaque renonce coûte aussitôt 3 points.</translation>
    </message>
    <message>
        <source>Bidding is over for this round.</source>
        <translation>Les annonces sont terminées pour cette manche.</translation>
    </message>
    <message>
        <source>A bid must be between 0 and %1.</source>
        <translation>Une annonce doit être comprise entre 0 et %1.</translation>
    </message>
    <message>
        <source>The dealer may not bid %1: the bids would add up to the number of tricks.</source>
        <translation>Le donneur ne peut pas annoncer %1 : les annonces feraient le total des plis.</translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation>Cette annonce n&apos;est pas permise.</translation>
    </message>
    <message>
        <source>Bid first: play starts when everyone has bid.</source>
        <translation>Annoncez d&apos;abord : le jeu commence quand tout le monde a annoncé.</translation>
    </message>
    <message>
        <source>Trumps are not broken yet: lead another suit (%1 are trumps).</source>
        <translation>L&apos;atout n&apos;est pas encore ouvert : entamez une autre couleur (%1 est atout).</translation>
    </message>
    <message>
        <source>You must follow suit: %1 were led.</source>
        <translation>Vous devez fournir : %1 a été entamé.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Cards each</source>
        <translation>Cartes chacun</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Trump broken</source>
        <translation>Atout ouvert</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Entame</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>The discard pile is turned over as the new stock.</source>
        <translation>La défausse est retournée pour former le nouveau talon.</translation>
    </message>
    <message>
        <source>The hand is blocked and scores nothing.</source>
        <translation>La donne est bloquée et ne rapporte rien.</translation>
    </message>
    <message>
        <source>Rummy! %1 doubles the points.</source>
        <translation>Rami ! %1 double les points.</translation>
    </message>
    <message>
        <source>Rummy on a five-suit deck where each suit beats two others: lay sets, runs and strong runs, and go out first to score the cards left in hands.</source>
        <translation>Un rami à cinq couleurs où chaque couleur en bat deux autres : posez des brelans, des suites et des suites fortes, et sortez le premier pour marquer les cartes restées en main.</translation>
    </message>
    <message>
        <source>Janken Rummy</source>
        <translation>Rami Janken</translation>
    </message>
    <message>
        <source>Wild Jokers</source>
        <translation>Jokers sauvages</translation>
    </message>
    <message>
        <source>Adds one Joker per suit. A Joker keeps its suit and stands for any rank; it may repeat a card of a set; every meld needs one card that is not a Joker. 15 points in hand.</source>
        <translation>Ajoute un Joker par couleur. Un Joker garde sa couleur et remplace n&apos;importe quelle valeur ; il peut répéter une carte d&apos;un brelan ; chaque combinaison doit avoir une carte qui n&apos;est pas un Joker. 15 points en main.</translation>
    </message>
    <message>
        <source>Changing melds</source>
        <translation>Combinaisons mobiles</translation>
    </message>
    <message>
        <source>A card may move from a table meld to another meld or into a new meld with hand cards, if the meld it leaves keeps at least 3 cards (4 for a strong run).</source>
        <translation>Une carte peut passer d&apos;une combinaison posée à une autre ou dans une nouvelle combinaison avec des cartes de la main, si la combinaison qu&apos;elle quitte garde au moins 3 cartes (4 pour une suite forte).</translation>
    </message>
    <message>
        <source>Keep the card taken</source>
        <translation>Garder la carte prise</translation>
    </message>
    <message>
        <source>The card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>La carte prise dans la défausse ne peut pas être défaussée au même tour.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>La partie s&apos;arrête après la donne où quelqu&apos;un atteint ce score.</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s deck.</source>
        <translation>Cette carte ne fait pas partie du jeu de cartes de cette partie.</translation>
    </message>
    <message>
        <source>Draw first: take the top card of the stock or of the discard pile.</source>
        <translation>Piochez d&apos;abord : prenez la carte du dessus du talon ou de la défausse.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Vous avez déjà pioché ce tour.</translation>
    </message>
    <message>
        <source>The stock is empty and there is no discard pile to turn over.</source>
        <translation>Le talon est vide et il n&apos;y a pas de défausse à retourner.</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock.</source>
        <translation>La défausse est vide : piochez dans le talon.</translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be drawn.</source>
        <translation>Seule la carte du dessus de la défausse peut être prise.</translation>
    </message>
    <message>
        <source>Moving table cards needs the Changing melds variant.</source>
        <translation>Déplacer des cartes posées demande la variante « Combinaisons mobiles ».</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>Vous n&apos;avez pas %1.</translation>
    </message>
    <message>
        <source>Discard exactly one card.</source>
        <translation>Défaussez exactement une carte.</translation>
    </message>
    <message>
        <source>Say which rank %1 stands for.</source>
        <translation>Dites quelle valeur %1 représente.</translation>
    </message>
    <message>
        <source>That would leave only the card taken from the discard pile, which may not be discarded this turn.</source>
        <translation>Il ne resterait que la carte prise dans la défausse, qui ne peut pas être défaussée ce tour.</translation>
    </message>
    <message>
        <source>A Joker may not take the place of a natural card you hold: lay the natural card.</source>
        <translation>Un Joker ne peut pas remplacer une carte naturelle que vous avez : posez la carte naturelle.</translation>
    </message>
    <message>
        <source>There is no meld %1 on the table.</source>
        <translation>Il n&apos;y a pas de combinaison %1 sur la table.</translation>
    </message>
    <message>
        <source>%1 does not fit at an end of meld %2.</source>
        <translation>%1 ne va à aucun bout de la combinaison %2.</translation>
    </message>
    <message>
        <source>Lay off one card at a time.</source>
        <translation>Ajoutez une carte à la fois.</translation>
    </message>
    <message>
        <source>That card is not in meld %1.</source>
        <translation>Cette carte n&apos;est pas dans la combinaison %1.</translation>
    </message>
    <message>
        <source>A card moves at most once per turn.</source>
        <translation>Une carte ne bouge qu&apos;une fois par tour au plus.</translation>
    </message>
    <message>
        <source>Meld %1 must keep at least 3 cards (4 for a strong run), stay in sequence and keep a natural card.</source>
        <translation>La combinaison %1 doit garder au moins 3 cartes (4 pour une suite forte), rester en séquence et garder une carte naturelle.</translation>
    </message>
    <message>
        <source>A new meld takes the moved card and the fewest hand cards (2, or 3 for a strong run) that make it valid; lay further cards off afterwards.</source>
        <translation>Une nouvelle combinaison prend la carte déplacée et le moins de cartes de la main (2, ou 3 pour une suite forte) qui la rendent valable ; ajoutez les autres ensuite.</translation>
    </message>
    <message>
        <source>That card cannot leave its meld now.</source>
        <translation>Cette carte ne peut pas quitter sa combinaison maintenant.</translation>
    </message>
    <message>
        <source>Cards on the table stay in their melds.</source>
        <translation>Les cartes posées restent dans leurs combinaisons.</translation>
    </message>
    <message>
        <source>set</source>
        <translation>brelan</translation>
    </message>
    <message>
        <source>run</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>strong run</source>
        <translation>suite forte</translation>
    </message>
    <message>
        <source>Playing to</source>
        <translation>Partie en</translation>
    </message>
    <message>
        <source>Stock turned over</source>
        <translation>Talon retourné</translation>
    </message>
    <message>
        <source>Taken from the pile</source>
        <translation>Prise dans la pile</translation>
    </message>
    <message>
        <source>Last hand won by</source>
        <translation>Dernière donne gagnée par</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Dernière donne</translation>
    </message>
    <message>
        <source>has melded</source>
        <translation>a posé</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>Poser %1</translation>
    </message>
    <message>
        <source>Lay %1 off on meld %2</source>
        <translation>Ajouter %1 à la combinaison %2</translation>
    </message>
    <message>
        <source>Move %1 from meld %2 to meld %3</source>
        <translation>Déplacer %1 de la combinaison %2 vers la combinaison %3</translation>
    </message>
    <message>
        <source>Move %1 from meld %2 into a new meld with %3</source>
        <translation>Déplacer %1 de la combinaison %2 dans une nouvelle combinaison avec %3</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser %1</translation>
    </message>
    <message>
        <source>Unknown move</source>
        <translation>Coup inconnu</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Consecutive ranks need one suit (a run) or each suit beating the one before it (a strong run).</source>
        <translation>Des valeurs consécutives demandent une seule couleur (une suite) ou que chaque couleur batte la précédente (une suite forte).</translation>
    </message>
    <message>
        <source>A strong run needs at least 4 cards.</source>
        <translation>Une suite forte demande au moins 4 cartes.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Une combinaison demande au moins 3 cartes.</translation>
    </message>
    <message>
        <source>Too many cards for one meld.</source>
        <translation>Trop de cartes pour une combinaison.</translation>
    </message>
    <message>
        <source>A meld needs at least one card that is not a Joker.</source>
        <translation>Une combinaison demande au moins une carte qui n&apos;est pas un Joker.</translation>
    </message>
    <message>
        <source>An Ace is low (A-2-3) or high (Q-K-A), never both (no K-A-2).</source>
        <translation>Un As est bas (A-2-3) ou haut (Q-K-A), jamais les deux (pas de K-A-2).</translation>
    </message>
    <message>
        <source>The cards are neither all of one rank nor of consecutive ranks.</source>
        <translation>Les cartes ne sont ni toutes de même valeur ni de valeurs consécutives.</translation>
    </message>
    <message>
        <source>First lay-down</source>
        <translation>Première pose</translation>
    </message>
    <message>
        <source>Second lay-down</source>
        <translation>Deuxième pose</translation>
    </message>
    <message>
        <source>Kept markers</source>
        <translation>Marqueurs gardés</translation>
    </message>
    <message>
        <source>Dibs</source>
        <translation>Réservation</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Deux jeux de cartes</translation>
    </message>
    <message>
        <source>A race to complete two goals, each a marker and four number cards, by drawing and discarding; dibs, trades and Jokers shake things up.</source>
        <translation>Une course pour réaliser deux objectifs, chacun d&apos;un marqueur et de quatre cartes numérotées, en piochant et en défaussant ; réservations, échanges et Jokers pimentent le jeu.</translation>
    </message>
    <message>
        <source>Jump Start</source>
        <translation>Jump Start</translation>
    </message>
    <message>
        <source>Game mode</source>
        <translation>Mode de jeu</translation>
    </message>
    <message>
        <source>Short: the first player to complete both goals wins. Long: play on until one player is left and rank everyone. Two-player games are always short.</source>
        <translation>Courte : le premier à réaliser les deux objectifs gagne. Longue : on continue jusqu&apos;à ce qu&apos;il ne reste qu&apos;un joueur et on classe tout le monde. À deux, la partie est toujours courte.</translation>
    </message>
    <message>
        <source>Calling dibs</source>
        <translation>Réserver</translation>
    </message>
    <message>
        <source>When the active player leaves the top discard, the others may claim it; the nearest claimant in turn order gets it and must draw it on their next turn.</source>
        <translation>Quand le joueur actif laisse la carte du dessus de la défausse, les autres peuvent la réserver ; le plus proche dans l&apos;ordre du jeu l&apos;obtient et doit la piocher à son prochain tour.</translation>
    </message>
    <message>
        <source>Marker trading</source>
        <translation>Échange de marqueurs</translation>
    </message>
    <message>
        <source>Instead of drawing, offer another player a marker for a number card of a named suit, or a number card for a marker (one offer per turn).</source>
        <translation>Au lieu de piocher, proposer à un autre joueur un marqueur contre une carte numérotée d&apos;une couleur annoncée, ou une carte numérotée contre un marqueur (une offre par tour).</translation>
    </message>
    <message>
        <source>Shuffle two decks with four Jokers together; needed for 6 to 10 players.</source>
        <translation>Mélanger deux jeux avec quatre Jokers ; nécessaire de 6 à 10 joueurs.</translation>
    </message>
    <message>
        <source>Jump Start with %1 players needs two decks: turn on &quot;%2&quot;.</source>
        <translation>Jump Start à %1 joueurs demande deux jeux : activez « %2 ».</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1 n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>%1 first decides whether to call dibs on %2: claim or decline.</source>
        <translation>%1 décide d&apos;abord s&apos;il réserve %2 : réserver ou refuser.</translation>
    </message>
    <message>
        <source>%1 first answers the trade offer: accept with a card or decline.</source>
        <translation>%1 répond d&apos;abord à l&apos;offre d&apos;échange : accepter avec une carte ou refuser.</translation>
    </message>
    <message>
        <source>The offer asks for a marker (J, Q or K).</source>
        <translation>L&apos;offre demande un marqueur (J, Q ou K).</translation>
    </message>
    <message>
        <source>The offer asks for a number card of %1.</source>
        <translation>L&apos;offre demande une carte numérotée à %1.</translation>
    </message>
    <message>
        <source>Nobody can call dibs now.</source>
        <translation>Personne ne peut réserver maintenant.</translation>
    </message>
    <message>
        <source>There is no trade offer to answer.</source>
        <translation>Il n&apos;y a pas d&apos;offre d&apos;échange à laquelle répondre.</translation>
    </message>
    <message>
        <source>Your dibs card %1 is waiting: drawing it is the only thing you may do.</source>
        <translation>Votre carte réservée %1 vous attend : la piocher est la seule chose permise.</translation>
    </message>
    <message>
        <source>The Joker you played is on top of the discard pile: draw from the stock.</source>
        <translation>Le Joker que vous avez joué est sur la défausse : piochez dans le talon.</translation>
    </message>
    <message>
        <source>You can still draw from the stock.</source>
        <translation>Vous pouvez encore piocher dans le talon.</translation>
    </message>
    <message>
        <source>After playing a Joker you draw again from the stock (or concede).</source>
        <translation>Après un Joker, vous piochez encore dans le talon (ou abandonnez).</translation>
    </message>
    <message>
        <source>The stock is empty and the discard pile cannot refill it.</source>
        <translation>Le talon est vide et la défausse ne peut pas le remplir.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>You have no dibs card waiting.</source>
        <translation>Aucune carte réservée ne vous attend.</translation>
    </message>
    <message>
        <source>You can still draw a card.</source>
        <translation>Vous pouvez encore piocher une carte.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Piochez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>Exchanges are allowed only after laying down the first goal.</source>
        <translation>Les échanges ne sont permis qu&apos;après la première pose.</translation>
    </message>
    <message>
        <source>The first card must be a number card of your layout.</source>
        <translation>La première carte doit être une carte numérotée de votre pose.</translation>
    </message>
    <message>
        <source>The second card must be in your hand.</source>
        <translation>La deuxième carte doit être dans votre main.</translation>
    </message>
    <message>
        <source>Only number cards (A to 10) can be exchanged.</source>
        <translation>Seules les cartes numérotées (A à 10) peuvent être échangées.</translation>
    </message>
    <message>
        <source>An exchange swaps two cards of the same suit.</source>
        <translation>Un échange intervertit deux cartes de la même couleur.</translation>
    </message>
    <message>
        <source>Exchanging a card for an equal one changes nothing.</source>
        <translation>Échanger une carte contre une carte égale ne change rien.</translation>
    </message>
    <message>
        <source>Marker trading is not part of this game.</source>
        <translation>L&apos;échange de marqueurs ne fait pas partie de cette partie.</translation>
    </message>
    <message>
        <source>Only one trade offer is allowed per turn.</source>
        <translation>Une seule offre d&apos;échange est permise par tour.</translation>
    </message>
    <message>
        <source>Offer a trade to another player.</source>
        <translation>Proposez un échange à un autre joueur.</translation>
    </message>
    <message>
        <source>%1 is no longer playing.</source>
        <translation>%1 ne joue plus.</translation>
    </message>
    <message>
        <source>A Joker cannot be traded.</source>
        <translation>Un Joker ne peut pas être échangé.</translation>
    </message>
    <message>
        <source>A marker is traded for a number card of a named suit.</source>
        <translation>Un marqueur s&apos;échange contre une carte numérotée d&apos;une couleur annoncée.</translation>
    </message>
    <message>
        <source>A number card is traded for a marker.</source>
        <translation>Une carte numérotée s&apos;échange contre un marqueur.</translation>
    </message>
    <message>
        <source>Your hand meets the goal: you must lay it down.</source>
        <translation>Votre main remplit l&apos;objectif : vous devez la poser.</translation>
    </message>
    <message>
        <source>You have already taken a card this turn: discard one.</source>
        <translation>Vous avez déjà pris une carte ce tour : défaussez-en une.</translation>
    </message>
    <message>
        <source>The first goal needs one marker and a number card of each suit.</source>
        <translation>Le premier objectif demande un marqueur et une carte numérotée de chaque couleur.</translation>
    </message>
    <message>
        <source>The second goal needs one marker and four number cards that extend your laid-down cards into runs of their suits.</source>
        <translation>Le deuxième objectif demande un marqueur et quatre cartes numérotées qui prolongent vos cartes posées en suites de leur couleur.</translation>
    </message>
    <message>
        <source>A Joker is never discarded: play it as a Joker.</source>
        <translation>Un Joker ne se défausse jamais : jouez-le comme Joker.</translation>
    </message>
    <message>
        <source>You have no Joker.</source>
        <translation>Vous n&apos;avez pas de Joker.</translation>
    </message>
    <message>
        <source>That is not a move of Jump Start.</source>
        <translation>Ce n&apos;est pas un coup de Jump Start.</translation>
    </message>
    <message>
        <source>%1 calls dibs on %2.</source>
        <translation>%1 réserve %2.</translation>
    </message>
    <message>
        <source>%1 declines the trade.</source>
        <translation>%1 refuse l&apos;échange.</translation>
    </message>
    <message>
        <source>%1 passes: nothing can be drawn.</source>
        <translation>%1 passe : rien ne peut être pioché.</translation>
    </message>
    <message>
        <source>%1 plays a Joker: the turn order will reverse.</source>
        <translation>%1 joue un Joker : l&apos;ordre du jeu va s&apos;inverser.</translation>
    </message>
    <message>
        <source>%1 completes the first goal.</source>
        <translation>%1 réalise le premier objectif.</translation>
    </message>
    <message>
        <source>%1 completes the second goal and goes out.</source>
        <translation>%1 réalise le deuxième objectif et sort.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>%1 offers %2 a number card of %3 for a marker.</source>
        <translation>%1 propose à %2 une carte numérotée à %3 contre un marqueur.</translation>
    </message>
    <message>
        <source>%1 offers %2 a marker for a number card of %3.</source>
        <translation>%1 propose à %2 un marqueur contre une carte numérotée à %3.</translation>
    </message>
    <message>
        <source>%1 accepts the trade.</source>
        <translation>%1 accepte l&apos;échange.</translation>
    </message>
    <message>
        <source>The turn order reverses.</source>
        <translation>L&apos;ordre du jeu s&apos;inverse.</translation>
    </message>
    <message>
        <source>Dibs offered to</source>
        <translation>Réservation proposée à</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>first goal</source>
        <translation>premier objectif</translation>
    </message>
    <message>
        <source>second goal</source>
        <translation>deuxième objectif</translation>
    </message>
    <message>
        <source>out</source>
        <translation>sorti</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>abandonné</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1re place</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2e place</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4e place</translation>
    </message>
    <message>
        <source>5th place</source>
        <translation>5e place</translation>
    </message>
    <message>
        <source>6th place</source>
        <translation>6e place</translation>
    </message>
    <message>
        <source>7th place</source>
        <translation>7e place</translation>
    </message>
    <message>
        <source>8th place</source>
        <translation>8e place</translation>
    </message>
    <message>
        <source>9th place</source>
        <translation>9e place</translation>
    </message>
    <message>
        <source>10th place</source>
        <translation>10e place</translation>
    </message>
    <message>
        <source>Take your dibs card</source>
        <translation>Prendre votre carte réservée</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Poser</translation>
    </message>
    <message>
        <source>Take %1 back, lay %2 in its place</source>
        <translation>Reprendre %1, poser %2 à sa place</translation>
    </message>
    <message>
        <source>Play the Joker</source>
        <translation>Jouer le Joker</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Call dibs</source>
        <translation>Réserver</translation>
    </message>
    <message>
        <source>Decline the trade</source>
        <translation>Refuser l&apos;échange</translation>
    </message>
    <message>
        <source>No dibs</source>
        <translation>Pas de réservation</translation>
    </message>
    <message>
        <source>Offer %1 to %2 for a marker</source>
        <translation>Proposer %1 à %2 contre un marqueur</translation>
    </message>
    <message>
        <source>Offer %1 to %2 for a number card of %3</source>
        <translation>Proposer %1 à %2 contre une carte numérotée à %3</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>Donner %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Dummy card</source>
        <translation>Carte du mort</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mise de côté</translation>
    </message>
    <message>
        <source>Cards collected</source>
        <translation>Cartes ramassées</translation>
    </message>
    <message>
        <source>A two-player trick game with 24 cards where the Jacks of the trump colour rank highest. Take more cards than your opponent each round.</source>
        <translation>Un jeu de plis à deux avec 24 cartes où les Valets de la couleur d&apos;atout sont les plus forts. Ramassez plus de cartes que votre adversaire à chaque manche.</translation>
    </message>
    <message>
        <source>MadJack</source>
        <translation>MadJack</translation>
    </message>
    <message>
        <source>The game ends when a player reaches this many points.</source>
        <translation>La partie s&apos;arrête quand un joueur atteint ce nombre de points.</translation>
    </message>
    <message>
        <source>That is not a move of this game: play a card.</source>
        <translation>Ce n&apos;est pas un coup de ce jeu : jouez une carte.</translation>
    </message>
    <message>
        <source>You must play a trump: %1 are trumps in this trick, and the Jack of %2 counts as one.</source>
        <translation>Vous devez jouer atout : %1 est atout dans ce pli, et le Valet de %2 compte comme atout.</translation>
    </message>
    <message>
        <source>You hold no trump, so you must follow the suit led (%1).</source>
        <translation>Vous n&apos;avez pas d&apos;atout, vous devez donc fournir la couleur entamée (%1).</translation>
    </message>
    <message>
        <source>Dummy cards left</source>
        <translation>Cartes du mort restantes</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Le donneur</translation>
    </message>
    <message>
        <source>The player left of the dealer</source>
        <translation>Le joueur à gauche du donneur</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Courte</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Longue</translation>
    </message>
    <message>
        <source>Play keeps coming back to this position; this move leads to one not seen before.</source>
        <translation>La partie revient sans cesse à cette position ; ce coup mène à une position encore jamais vue.</translation>
    </message>
    <message>
        <source>There was no time to compare it with other moves.</source>
        <translation>Le temps a manqué pour le comparer aux autres coups.</translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did far better than any other move.</source>
        <translation>
            <numerusform>Essayé sur %n donne possible des cartes que vous ne voyez pas, il a fait bien mieux que tout autre coup.</numerusform>
            <numerusform>Essayé sur %n donnes possibles des cartes que vous ne voyez pas, il a fait bien mieux que tout autre coup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did clearly better than any other move.</source>
        <translation>
            <numerusform>Essayé sur %n donne possible des cartes que vous ne voyez pas, il a fait nettement mieux que tout autre coup.</numerusform>
            <numerusform>Essayé sur %n donnes possibles des cartes que vous ne voyez pas, il a fait nettement mieux que tout autre coup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did best, though another move did almost as well.</source>
        <translation>
            <numerusform>Essayé sur %n donne possible des cartes que vous ne voyez pas, il a fait le mieux, mais un autre coup a fait presque aussi bien.</numerusform>
            <numerusform>Essayé sur %n donnes possibles des cartes que vous ne voyez pas, il a fait le mieux, mais un autre coup a fait presque aussi bien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n card(s).</source>
        <translation>
            <numerusform>%n carte gagnée.</numerusform>
            <numerusform>%n cartes gagnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>A moved Joker keeps its rank: %1 stands for %2.</source>
        <translation>Un Joker déplacé garde son rang : %1 vaut %2.</translation>
    </message>
    <message>
        <source>Call dibs on %1? It waits for you, and you take it at the start of your next turn.</source>
        <translation>Réserver %1 ? Elle vous attend, et vous la prenez au début de votre prochain tour.</translation>
    </message>
    <message>
        <source>%1 offers you a number card of %2 for a marker.</source>
        <translation>%1 vous propose une carte numérotée à %2 contre un marqueur.</translation>
    </message>
    <message>
        <source>%1 offers you a marker for a number card of %2.</source>
        <translation>%1 vous propose un marqueur contre une carte numérotée à %2.</translation>
    </message>
    <message>
        <source>No move uses exactly the selected cards.</source>
        <translation>Aucun coup n&apos;utilise exactement les cartes sélectionnées.</translation>
    </message>
    <message>
        <source>These cards make no meld, whatever the Joker stands for.</source>
        <translation>Ces cartes ne forment pas de combinaison, quelle que soit la valeur du Joker.</translation>
    </message>
    <message>
        <source>These cards are not a meld: %1</source>
        <translation>Ces cartes ne forment pas une combinaison : %1</translation>
    </message>
    <message>
        <source>An exchange takes two cards: a number card of your layout and one of your hand.</source>
        <translation>Un échange prend deux cartes : une carte numérotée de votre pose et une de votre main.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En main</translation>
    </message>
</context>
<context>
    <name>felt::app::GameCatalog</name>
    <message>
        <source>Unknown game.</source>
        <translation>Jeu inconnu.</translation>
    </message>
</context>
<context>
    <name>felt::app::GameSession</name>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Veuillez attendre votre tour.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play on.</source>
        <translation>Ceci est une revue : quittez-la pour continuer à jouer.</translation>
    </message>
    <message>
        <source>The round is over: continue when you are ready.</source>
        <translation>La manche est terminée : continuez quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Passez l&apos;écran à %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>Aucune partie à enregistrer.</translation>
    </message>
    <message>
        <source>No game is under way.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>A lesson cannot be undone: follow the bubbles.</source>
        <translation>Une leçon ne s’annule pas : suivez les bulles.</translation>
    </message>
    <message>
        <source>In a lesson the bubble is your hint: it says what to do next.</source>
        <translation>Dans une leçon, la bulle est votre indice : elle dit quoi faire ensuite.</translation>
    </message>
</context>
<context>
    <name>felt::app::LessonPlayer</name>
    <message>
        <source>No table to play the lesson at.</source>
        <translation>Aucune table pour jouer la leçon.</translation>
    </message>
    <message>
        <source>There is no lesson for this game.</source>
        <translation>Il n’y a pas de leçon pour ce jeu.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game or read the rules.</source>
        <translation>La leçon est terminée : jouez une vraie partie ou lisez les règles.</translation>
    </message>
    <message>
        <source>Read the bubble first, then press Continue.</source>
        <translation>Lisez d’abord la bulle, puis appuyez sur Continuer.</translation>
    </message>
    <message>
        <source>That is a good move too, but this lesson asks for another.</source>
        <translation>C’est aussi un bon coup, mais cette leçon en demande un autre.</translation>
    </message>
    <message>
        <source>No lesson is being played.</source>
        <translation>Aucune leçon n’est en cours.</translation>
    </message>
</context>
<context>
    <name>felt::app::MainWindow</name>
    <message>
        <source>Autosave</source>
        <translation>Enregistrement automatique</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 n&apos;a pas pu être ouvert : %2</translation>
    </message>
    <message>
        <source>Nothing is kept with --no-settings or --autoplay, so there is no game to continue.</source>
        <translation>Rien n&apos;est conservé avec --no-settings ou --autoplay, il n&apos;y a donc pas de partie à reprendre.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Play a deal code</source>
        <translation>Jouer un code de donne</translation>
    </message>
    <message>
        <source>Deal code (as shown after a game):</source>
        <translation>Code de donne (tel qu&apos;affiché après une partie) :</translation>
    </message>
    <message>
        <source>This code cannot be played: %1.</source>
        <translation>Ce code ne peut pas être joué : %1.</translation>
    </message>
    <message>
        <source>Start this deal? The game in progress will be lost.</source>
        <translation>Lancer cette donne ? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Deal this game again from the start? The moves made so far will be lost.</source>
        <translation>Redistribuer cette partie depuis le début ? Les coups joués seront perdus.</translation>
    </message>
    <message>
        <source>Play a deal &amp;code…</source>
        <translation>Jouer un code de &amp;donne…</translation>
    </message>
    <message>
        <source>Re&amp;play and review</source>
        <translation>Re&amp;voir et analyser</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Quit (the game is kept for next time)</source>
        <translation>&amp;Quitter (la partie est gardée pour la prochaine fois)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>&amp;Round summaries</source>
        <translation>&amp;Résumés de manche</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>Couleurs à &amp;quatre teintes</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Large print (bigger cards and text)</source>
        <translation>&amp;Grand affichage (cartes et texte plus grands)</translation>
    </message>
    <message>
        <source>Card &amp;gallery</source>
        <translation>&amp;Galerie des cartes</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>C&amp;lavier</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>&amp;About Felt</source>
        <translation>À &amp;propos de Felt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The language menu&apos;s first entry: follow the computer&apos;s language.</extracomment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Felt will follow the system&apos;s language from its next start.</source>
        <translation>Felt suivra la langue du système à partir du prochain démarrage.</translation>
    </message>
    <message>
        <source>Felt will speak %1 from its next start.</source>
        <translation>Felt parlera %1 à partir du prochain démarrage.</translation>
    </message>
    <message>
        <source># %1

The rules of %1 are not written up in Felt yet. The table still knows them: playable cards are highlighted, and clicking any other card tells you why it cannot be played.</source>
        <translation># %1

Les règles de %1 ne sont pas encore rédigées dans Felt. La table les connaît quand même : les cartes jouables sont mises en évidence, et un clic sur une autre carte vous dit pourquoi elle ne peut pas être jouée.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>ce jeu</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>About Felt</source>
        <translation>À propos de Felt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Felt %1&lt;/h3&gt;&lt;p&gt;A card table for house-rule card games.&lt;/p&gt;&lt;p&gt;Games: %2.&lt;/p&gt;&lt;p&gt;Written by the Felt developers. Card art and the icon are our own drawings. Built with Qt %3 (LGPL-3.0) and nlohmann/json (MIT).&lt;/p&gt;&lt;p&gt;Felt is free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Felt %1&lt;/h3&gt;&lt;p&gt;Une table de jeu pour les jeux de cartes aux règles maison.&lt;/p&gt;&lt;p&gt;Jeux : %2.&lt;/p&gt;&lt;p&gt;Écrit par les développeurs de Felt. Les cartes et l&apos;icône sont nos propres dessins. Construit avec Qt %3 (LGPL-3.0) et nlohmann/json (MIT).&lt;/p&gt;&lt;p&gt;Felt est un logiciel libre sous la licence publique générale GNU, version 3 ou toute version ultérieure (GPL-3.0-or-later). Il est fourni sans aucune garantie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Felt records (*.felt)</source>
        <translation>Enregistrements Felt (*.felt)</translation>
    </message>
    <message>
        <source>Felt records (*.felt *.json)</source>
        <translation>Enregistrements Felt (*.felt *.json)</translation>
    </message>
    <message>
        <source>Open another game? The game in progress will be lost.</source>
        <translation>Ouvrir une autre partie ? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Quit Felt</source>
        <translation>Quitter Felt</translation>
    </message>
    <message>
        <source>Quit Felt? The game in progress will be lost.</source>
        <translation>Quitter Felt ? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Felt: the settings could not be saved in %1.</source>
        <translation>Felt : les réglages n&apos;ont pas pu être enregistrés dans %1.</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <source>F&amp;elt</source>
        <translation>&amp;Tapis</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Accueillir une table</translation>
    </message>
    <message>
        <source>Host &amp;a table…</source>
        <translation>&amp;Accueillir une table…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Rejoindre une table…</translation>
    </message>
    <message>
        <source>%1 at a network table — Felt</source>
        <translation>%1 à une table en réseau — Felt</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Create a room on a &amp;server…</source>
        <translation>Créer une salle sur un &amp;serveur…</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Start the lesson? The game in progress will be lost.</source>
        <translation>Commencer la leçon ? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Close your network table? The game ends for everyone at it.</source>
        <translation>Fermer votre table en réseau ? La partie se termine pour tous ceux qui y sont.</translation>
    </message>
    <message>
        <source>Leave the network table? After a while a bot plays your seat.</source>
        <translation>Quitter la table en réseau ? Au bout d&apos;un moment, un robot jouera à votre place.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>This window keeps no statistics: Felt was started with --no-settings, which neither reads nor saves anything. Start Felt without it to see and keep your statistics.</source>
        <translation>Cette fenêtre ne tient pas de statistiques : Felt a été lancé avec --no-settings, qui ne lit ni n’enregistre rien. Lancez Felt sans cette option pour voir et tenir vos statistiques.</translation>
    </message>
    <message>
        <source>This window keeps no statistics: Felt was started with --autoplay, where bots play every seat. Start Felt without it to see and keep your statistics.</source>
        <translation>Cette fenêtre ne tient pas de statistiques : Felt a été lancé avec --autoplay, où des bots jouent toutes les places. Lancez Felt sans cette option pour voir et tenir vos statistiques.</translation>
    </message>
</context>
<context>
    <name>felt::app::NetLobby</name>
    <message>
        <source>“%1” is not an IP address of this computer.</source>
        <translation>« %1 » n’est pas une adresse IP de cet ordinateur.</translation>
    </message>
    <message>
        <source>Felt cannot take players at this address: %1</source>
        <translation>Felt ne peut pas accueillir de joueurs à cette adresse : %1</translation>
    </message>
    <message>
        <source>This invitation does not open the table: its room secret is not the host&apos;s. Ask the host for the invitation again.</source>
        <translation>Cette invitation n’ouvre pas la table : son secret de salle n’est pas celui de l’hôte. Redemandez l’invitation à l’hôte.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Cette place est prise.</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>L’hôte dit : %1</translation>
    </message>
    <message>
        <source>Felt could not reach the table. Check the invitation, and that the host is still waiting for players.</source>
        <translation>Felt n’a pas pu joindre la table. Vérifiez l’invitation, et que l’hôte attend encore des joueurs.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L’hôte a fermé la table.</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: %1</source>
        <translation>Impossible de lister les tables de ce réseau : %1</translation>
    </message>
    <message>
        <source>Type the server’s address with its port, as ws://host:port or wss://host:port.</source>
        <translation>Tapez l’adresse du serveur avec son port, sous la forme ws://hôte:port ou wss://hôte:port.</translation>
    </message>
    <message>
        <source>Choose a game and its players in Game › New… first.</source>
        <translation>Choisissez d’abord un jeu et ses joueurs dans Jeu › Nouvelle….</translation>
    </message>
    <message>
        <source>Felt could not reach the server. Check its address, and that it is running.</source>
        <translation>Felt n’a pas pu joindre le serveur. Vérifiez son adresse, et qu’il fonctionne.</translation>
    </message>
    <message>
        <source>The server’s answer makes no sense: %1</source>
        <translation>La réponse du serveur n’a pas de sens : %1</translation>
    </message>
    <message>
        <source>The server says: %1</source>
        <translation>Le serveur dit : %1</translation>
    </message>
    <message>
        <source>Network table (%1): it cannot be read.</source>
        <translation>Table en réseau (%1) : elle ne peut pas être lue.</translation>
    </message>
    <message>
        <source>Network table: %1 (%2)</source>
        <translation>Table en réseau : %1 (%2)</translation>
    </message>
    <message>
        <source>Network table: %1 with %2 (%3)</source>
        <translation>Table en réseau : %1 avec %2 (%3)</translation>
    </message>
    <message>
        <source>This network table is no longer kept, or another Felt is hosting it.</source>
        <translation>Cette table en réseau n’est plus gardée, ou un autre Felt l’accueille déjà.</translation>
    </message>
    <message>
        <source>This network table cannot be continued: %1</source>
        <translation>Cette table en réseau ne peut pas être reprise : %1</translation>
    </message>
</context>
<context>
    <name>felt::app::NetSession</name>
    <message>
        <source>The table is closed.</source>
        <translation>La table est fermée.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>This table cannot be shown: %1.</source>
        <translation>Impossible d&apos;afficher cette table : %1.</translation>
    </message>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Veuillez attendre votre tour.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>Undo is off at a network table: the others have seen your move.</source>
        <translation>Pas d&apos;annulation à une table en réseau : les autres ont vu votre coup.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>The connection to the host was lost. The game so far stays on the table.</source>
        <translation>La connexion avec l&apos;hôte est perdue. La partie reste sur la table telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>The round is over: continue when you are ready.</source>
        <translation>La manche est terminée : continuez quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <source>The record of a network game comes from its host when the game ends: until then it would show the others&apos; cards.</source>
        <translation>L’enregistrement d’une partie en réseau vient de l’hôte à la fin de la partie : avant, il montrerait les cartes des autres.</translation>
    </message>
    <message>
        <source>The host ended the game. Game › Save As… keeps its record.</source>
        <translation>L’hôte a mis fin à la partie. Jeu › Enregistrer sous… en garde l’enregistrement.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>L’hôte a mis fin à la partie.</translation>
    </message>
    <message>
        <source>The host closed Felt and keeps the game. When they continue it, join the table again with the same invitation: your seat waits for you.</source>
        <translation>L’hôte a fermé Felt et garde la partie. Quand il la reprendra, rejoignez la table avec la même invitation : votre place vous attend.</translation>
    </message>
    <message>
        <source>The host freed your seat: you are no longer at this table.</source>
        <translation>L’hôte a libéré votre place : vous n’êtes plus à cette table.</translation>
    </message>
    <message>
        <source>The host has left the table.</source>
        <translation>L’hôte a quitté la table.</translation>
    </message>
    <message>
        <source>Your move did not reach the host: too many messages were sent at once. Please make it again.</source>
        <translation>Votre coup n’a pas atteint l’hôte : trop de messages ont été envoyés d’un coup. Veuillez le rejouer.</translation>
    </message>
    <message>
        <source>away · a bot plays</source>
        <translation>absent · un bot joue</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
</context>
<context>
    <name>felt::app::Prompt</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>felt::app::TableInput</name>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Veuillez attendre votre tour.</translation>
    </message>
    <message>
        <source>Not a move of this game: %1</source>
        <translation>Pas un coup de ce jeu : %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move now.</source>
        <translation>« %1 » n&apos;est pas un coup maintenant.</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <extracomment>A hint: %1 is the suggested move, %2 the reason (&quot;&quot; when there is none).</extracomment>
        <translation>Conseil : %1. %2</translation>
    </message>
    <message>
        <source>You cannot use that card now.</source>
        <translation>Vous ne pouvez pas utiliser cette carte maintenant.</translation>
    </message>
    <message>
        <source>%1 cannot go there.</source>
        <extracomment>A card dragged to a place none of its moves goes; %1 is the card.</extracomment>
        <translation>%1 ne peut pas aller là.</translation>
    </message>
</context>
<context>
    <name>felt::app::TableSession</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>À vous, %1.</translation>
    </message>
</context>
<context>
    <name>felt::app::ViewSettings</name>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Red rosettes</source>
        <translation>Rosaces rouges</translation>
    </message>
    <message>
        <source>Green zigzag</source>
        <translation>Zigzag vert</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A colour of the table&apos;s felt.</extracomment>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A colour of the table&apos;s felt.</extracomment>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <extracomment>A colour of the table&apos;s felt (a dark red).</extracomment>
        <translation>Bordeaux</translation>
    </message>
</context>
<context>
    <name>host</name>
    <message>
        <source>The host ended the game.</source>
        <translation>L’hôte a mis fin à la partie.</translation>
    </message>
    <message>
        <source>The host closed Felt and keeps the game to continue later.</source>
        <translation>L’hôte a fermé Felt et garde la partie pour la reprendre plus tard.</translation>
    </message>
    <message>
        <source>The host has closed this table.</source>
        <translation>L’hôte a fermé cette table.</translation>
    </message>
    <message>
        <source>The game has not started: some seats are still empty.</source>
        <translation>La partie n’a pas commencé : des places sont encore libres.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>La partie a déjà commencé.</translation>
    </message>
    <message>
        <source>The host removed you from this table.</source>
        <translation>L’hôte vous a retiré de cette table.</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>La partie n’a pas commencé.</translation>
    </message>
    <message>
        <source>A hint is on its way.</source>
        <translation>Un conseil arrive.</translation>
    </message>
    <message>
        <source>The table moved on before the hint was ready.</source>
        <translation>La partie a avancé avant que le conseil soit prêt.</translation>
    </message>
</context>
<context>
    <name>keyboard</name>
    <message>
        <source>Enter or Space</source>
        <translation>Entrée ou Espace</translation>
    </message>
    <message>
        <source>Use the card in focus (play it, or open its moves), or press the button in focus</source>
        <translation>Utiliser la carte active (la jouer ou ouvrir ses coups), ou appuyer sur le bouton actif</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Close a chooser, clear a selection, hide the scores</source>
        <translation>Fermer un choix, effacer une sélection, masquer les scores</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Restart the same deal</source>
        <translation>Recommencer la même donne</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Règles de ce jeu</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Every move can be made with the keyboard. The card or button in focus has a frame; choosers open with their first move in focus, the round summary with Continue.</source>
        <translation>Chaque coup peut se jouer au clavier. La carte ou le bouton actif a un cadre ; les choix s&apos;ouvrent avec leur premier coup actif, le résumé de manche avec Continuer.</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <source>Move between the cards you can use now, or between the buttons of a chooser or a row</source>
        <translation>Passer d&apos;une carte utilisable à l&apos;autre, ou d&apos;un bouton à l&apos;autre dans un choix ou une rangée</translation>
    </message>
    <message>
        <source>Go on to the game&apos;s buttons (bids, draws, Play selected, its own controls), then Undo, Hint and Scores, and back to the cards</source>
        <translation>Aller aux boutons du jeu (annonces, pioches, Jouer la sélection, ses propres commandes), puis à Annuler, Conseil et Scores, et revenir aux cartes</translation>
    </message>
    <message>
        <source>Page Up / Page Down, Home / End</source>
        <translation>Page préc. / Page suiv., Début / Fin</translation>
    </message>
    <message>
        <source>Scroll the score sheet&apos;s rounds, or go to its first and last; in a replay, step by rounds, or go to the start and the end</source>
        <translation>Faire défiler les manches de la feuille de scores, ou aller à la première et à la dernière ; en revoyant une partie, avancer par manches, ou aller au début et à la fin</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Felt does not speak &quot;%1&quot; (it speaks %2).</source>
        <translation>Felt ne parle pas « %1 » (il parle %2).</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Learn Blackjack (school rules)</source>
        <translation>Apprendre le Blackjack (règles de la cour d&apos;école)</translation>
    </message>
    <message>
        <source>Welcome to Blackjack, the school game! Be the first to get rid of all your cards. You play first, and play goes clockwise.</source>
        <translation>Bienvenue au Blackjack, le jeu de la cour d&apos;école ! Soyez le premier à vous débarrasser de toutes vos cartes. Vous commencez, et le jeu tourne dans le sens horaire.</translation>
    </message>
    <message>
        <source>You lay cards on the pile one at a time. The first is a step 1 card: the same suit or rank as the top card. The pile is empty, so any card will do: play the 9 of hearts.</source>
        <translation>Vous posez les cartes une à une sur la pile. La première est une carte d&apos;étape 1 : même couleur ou même valeur que la carte du dessus. La pile est vide, donc toute carte convient : jouez le 9 de cœur.</translation>
    </message>
    <message>
        <source>Start with the 9 of hearts: it is the beginning of a good turn.</source>
        <translation>Commencez par le 9 de cœur : c&apos;est le début d&apos;un bon tour.</translation>
    </message>
    <message>
        <source>You may go on with step 2: one or more cards of the same rank as the card just laid. Play the 9 of clubs.</source>
        <translation>Vous pouvez continuer avec l&apos;étape 2 : une ou plusieurs cartes de la même valeur que celle que vous venez de poser. Jouez le 9 de trèfle.</translation>
    </message>
    <message>
        <source>Play the other 9 now, the 9 of clubs.</source>
        <translation>Jouez maintenant l&apos;autre 9, le 9 de trèfle.</translation>
    </message>
    <message>
        <source>After step 2 comes another step 1 card to cap the turn: it must match the top card, the 9 of clubs. Play the 4 of clubs.</source>
        <translation>Après l&apos;étape 2 vient une nouvelle carte d&apos;étape 1 qui ferme le tour : elle doit correspondre à la carte du dessus, le 9 de trèfle. Jouez le 4 de trèfle.</translation>
    </message>
    <message>
        <source>Cap the turn with the 4 of clubs: it matches the 9 of clubs by suit.</source>
        <translation>Fermez le tour avec le 4 de trèfle : il a la même couleur que le 9 de trèfle.</translation>
    </message>
    <message>
        <source>Your turn is capped, so ending costs nothing. Ending with a lone pair would have cost you a card. End your turn.</source>
        <translation>Votre tour est fermé, le finir ne coûte donc rien. Vous arrêter sur une simple paire vous aurait coûté une carte. Finissez votre tour.</translation>
    </message>
    <message>
        <source>Power cards! The next player laid a 2: the player after them had to pick up 2 cards. But they answered with a black Jack, worth 5 more, and passed the whole pick-up on to you: 7 cards.</source>
        <translation>Les cartes spéciales ! Le joueur suivant a posé un 2 : le joueur d&apos;après devait ramasser 2 cartes. Mais il a répondu par un valet noir, qui en ajoute 5, et vous a passé le tout : 7 cartes.</translation>
    </message>
    <message>
        <source>You could pass it on with a 2 or a Jack, or take all 7. Better: an Ace cancels the pick-up. An Ace goes on any card, and you name the suit it stands for. Play the Ace of spades as hearts.</source>
        <translation>Vous pourriez la passer avec un 2 ou un valet, ou ramasser les 7. Mieux : un as annule la pioche. Un as va sur n&apos;importe quelle carte, et vous annoncez la couleur qu&apos;il représente. Jouez l&apos;as de pique comme cœur.</translation>
    </message>
    <message>
        <source>Play your Ace of spades and name hearts: it cancels the whole pick-up.</source>
        <translation>Jouez votre as de pique et annoncez cœur : il annule toute la pioche.</translation>
    </message>
    <message>
        <source>An Ace is a step 1 card, so your turn is capped. End it.</source>
        <translation>Un as est une carte d&apos;étape 1, votre tour est donc fermé. Finissez-le.</translation>
    </message>
    <message>
        <source>The others had to follow your hearts. Now three more power cards, in one turn.</source>
        <translation>Les autres ont dû suivre votre cœur. Maintenant, trois cartes spéciales de plus, en un seul tour.</translation>
    </message>
    <message>
        <source>A 3 must be answered at once by a card that matches it. Play the 3 of hearts.</source>
        <translation>Un 3 doit être suivi tout de suite d&apos;une carte qui lui correspond. Jouez le 3 de cœur.</translation>
    </message>
    <message>
        <source>Play the 3 of hearts: the lesson shows you what a 3 asks for.</source>
        <translation>Jouez le 3 de cœur : la leçon vous montre ce qu&apos;exige un 3.</translation>
    </message>
    <message>
        <source>Answer it with the Queen of hearts. A Queen must be covered by another card, and any card will do.</source>
        <translation>Répondez avec la dame de cœur. Une dame doit être couverte par une autre carte, et n&apos;importe laquelle convient.</translation>
    </message>
    <message>
        <source>Answer the 3 with the Queen of hearts.</source>
        <translation>Répondez au 3 avec la dame de cœur.</translation>
    </message>
    <message>
        <source>Cover the Queen with the 8 of clubs. An 8 skips the next player, and the card on a Queen caps your turn.</source>
        <translation>Couvrez la dame avec le 8 de trèfle. Un 8 fait sauter le joueur suivant, et la carte posée sur une dame ferme votre tour.</translation>
    </message>
    <message>
        <source>Cover the Queen with the 8 of clubs.</source>
        <translation>Couvrez la dame avec le 8 de trèfle.</translation>
    </message>
    <message>
        <source>End your turn: the player on your left is skipped.</source>
        <translation>Finissez votre tour : le joueur à votre gauche est sauté.</translation>
    </message>
    <message>
        <source>A King reverses the direction of play. Play the King of clubs.</source>
        <translation>Un roi inverse le sens du jeu. Jouez le roi de trèfle.</translation>
    </message>
    <message>
        <source>Play the King of clubs to see the direction change.</source>
        <translation>Jouez le roi de trèfle pour voir le sens changer.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Finissez votre tour.</translation>
    </message>
    <message>
        <source>Play now runs anticlockwise: the player on your right is next. A Jack makes the next player pick up 3 if it is red, 5 if it is black, and 2s and Jacks only count as the last cards of a turn.</source>
        <translation>Le jeu tourne maintenant dans le sens antihoraire : c&apos;est au joueur à votre droite. Un valet fait ramasser au joueur suivant 3 cartes s&apos;il est rouge, 5 s&apos;il est noir, et les 2 et les valets ne comptent que comme dernières cartes d&apos;un tour.</translation>
    </message>
    <message>
        <source>You win when your hand is empty at the end of a capped turn, as long as your last card is not a power card. Going out on a power card costs you a card instead.</source>
        <translation>Vous gagnez quand votre main est vide à la fin d&apos;un tour fermé, si votre dernière carte n&apos;est pas une carte spéciale. Sortir sur une carte spéciale vous coûte une carte à la place.</translation>
    </message>
    <message>
        <source>That is Blackjack, school rules. Play a real game, or read the full rules?</source>
        <translation>Voilà le Blackjack de la cour d&apos;école. Jouer une vraie partie, ou lire toutes les règles ?</translation>
    </message>
    <message>
        <source>Learn Jabberwocky</source>
        <translation>Apprendre le Jabberwocky</translation>
    </message>
    <message>
        <source>Welcome to Jabberwocky! The aim is not to take many tricks but to say beforehand exactly how many you will take. This first round deals three cards each.</source>
        <translation>Bienvenue au Jabberwocky ! Le but n&apos;est pas de faire beaucoup de plis, mais d&apos;annoncer à l&apos;avance exactement combien vous en ferez. Cette première manche distribue trois cartes à chacun.</translation>
    </message>
    <message>
        <source>The card turned up after the deal sets trump for the whole round: spades. Any spade beats any card of another suit.</source>
        <translation>La carte retournée après la donne fixe l&apos;atout pour toute la manche : pique. Tout pique bat toute carte d&apos;une autre couleur.</translation>
    </message>
    <message>
        <source>Now everyone bids how many tricks they expect to take, starting left of the dealer. The other two players bid 1 each.</source>
        <translation>Chacun annonce maintenant combien de plis il pense faire, en commençant à gauche du donneur. Les deux autres joueurs ont annoncé 1 chacun.</translation>
    </message>
    <message>
        <source>You are the dealer and bid last. You may not bid the one number that makes all bids add up to the 3 tricks of this round: here that is 1. Your Ace and your trump may take two tricks: bid 2.</source>
        <translation>Vous êtes le donneur et annoncez en dernier. Vous ne pouvez pas annoncer le seul nombre qui ferait que toutes les annonces totalisent les 3 plis de la manche : ici, 1. Votre as et votre atout peuvent faire deux plis : annoncez 2.</translation>
    </message>
    <message>
        <source>Bid 2 here: your Ace of hearts and your 3 of spades can each take a trick.</source>
        <translation>Annoncez 2 ici : votre as de cœur et votre 3 de pique peuvent chacun faire un pli.</translation>
    </message>
    <message>
        <source>Hearts were led, and you must follow suit when you can. Your Ace of hearts is the highest heart: it takes the trick.</source>
        <translation>Cœur a été entamé, et vous devez fournir la couleur si vous le pouvez. Votre as de cœur est le plus fort cœur : il remporte le pli.</translation>
    </message>
    <message>
        <source>You won the trick, so you lead the next one. You may not lead a trump while trump is not broken, that is, before a trump was played to an earlier trick. Lead the King of clubs.</source>
        <translation>Vous avez remporté le pli, vous entamez donc le suivant. Vous ne pouvez pas entamer atout tant qu&apos;il n&apos;est pas ouvert, c&apos;est-à-dire avant qu&apos;un atout ait été joué dans un pli précédent. Entamez le roi de trèfle.</translation>
    </message>
    <message>
        <source>A diamond was led and you have none, so you may play any card. Your 3 of spades is a trump: it takes the trick.</source>
        <translation>Carreau a été entamé et vous n&apos;en avez pas, vous pouvez donc jouer n&apos;importe quelle carte. Votre 3 de pique est un atout : il remporte le pli.</translation>
    </message>
    <message>
        <source>The first round has ended. You bid 2 and took exactly 2 tricks: 1 point. Your left-hand neighbour bid 1 and took 1: 1 point too. The third player bid 1 but took none: no point.</source>
        <translation>La première manche est terminée. Vous avez annoncé 2 et fait exactement 2 plis : 1 point. Votre voisin de gauche a annoncé 1 et en a fait 1 : 1 point aussi. Le troisième joueur a annoncé 1 mais n&apos;en a fait aucun : pas de point.</translation>
    </message>
    <message>
        <source>Each round deals one card more, up to nine, then one fewer, back down to three: 13 rounds in all. The deal moves one seat to the left each round. Most points wins.</source>
        <translation>Chaque manche distribue une carte de plus, jusqu&apos;à neuf, puis une de moins, jusqu&apos;à trois : 13 manches en tout. La donne passe d&apos;une place à gauche à chaque manche. Le plus de points l&apos;emporte.</translation>
    </message>
    <message>
        <source>That is Jabberwocky. Play a real game, or read the full rules?</source>
        <translation>Voilà le Jabberwocky. Jouer une vraie partie, ou lire toutes les règles ?</translation>
    </message>
    <message>
        <source>Learn Janken Rummy</source>
        <translation>Apprendre le Rami Janken</translation>
    </message>
    <message>
        <source>Welcome to Janken Rummy! Lay all your cards on the table in melds before your opponent does. The deck has five suits: Rock, Paper, Scissors, Water and Lizard.</source>
        <translation>Bienvenue au Rami Janken ! Posez toutes vos cartes sur la table en combinaisons avant votre adversaire. Le jeu a cinq couleurs : Pierre, Feuille, Ciseaux, Eau et Lézard.</translation>
    </message>
    <message>
        <source>Your opponent began: they drew a card, laid three Kings as a set and threw away the 6 of Paper.</source>
        <translation>Votre adversaire a commencé : il a pioché une carte, posé trois rois en brelan et défaussé le 6 de Feuille.</translation>
    </message>
    <message>
        <source>Your turn starts with a draw: the top card of the stock or of the discard pile. That 6 of Paper is just what you need: take it.</source>
        <translation>Votre tour commence par une pioche : la carte du dessus du talon ou de la défausse. Ce 6 de Feuille est exactement ce qu&apos;il vous faut : prenez-le.</translation>
    </message>
    <message>
        <source>Take the 6 of Paper from the discard pile: it completes a run in your hand.</source>
        <translation>Prenez le 6 de Feuille dans la défausse : il complète une suite dans votre main.</translation>
    </message>
    <message>
        <source>Start with the set: lay down the three 7s.</source>
        <translation>Commencez par le brelan : posez les trois 7.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. Lay down 4, 5, 6 of Paper.</source>
        <translation>Une suite, ce sont trois cartes ou plus d&apos;une même couleur qui se suivent. Posez 4, 5, 6 de Feuille.</translation>
    </message>
    <message>
        <source>Now the run: lay down 4, 5 and 6 of Paper.</source>
        <translation>Maintenant la suite : posez 4, 5 et 6 de Feuille.</translation>
    </message>
    <message>
        <source>A strong run is four or more cards in sequence of any suits, where each card&apos;s suit beats the one below it: Scissors beats Paper, Rock beats Scissors, Water beats Rock. Lay down 9, 10, Jack, Queen.</source>
        <translation>Une suite forte, ce sont quatre cartes ou plus qui se suivent, de n&apos;importe quelles couleurs, où la couleur de chaque carte bat celle de la carte en dessous : Ciseaux bat Feuille, Pierre bat Ciseaux, Eau bat Pierre. Posez 9, 10, valet, dame.</translation>
    </message>
    <message>
        <source>Lay down the strong run 9 of Paper, 10 of Scissors, Jack of Rock, Queen of Water.</source>
        <translation>Posez la suite forte : 9 de Feuille, 10 de Ciseaux, valet de Pierre, dame d&apos;Eau.</translation>
    </message>
    <message>
        <source>You may also lay off single cards on any meld on the table, your opponent&apos;s too. Put your King of Rock on their three Kings.</source>
        <translation>Vous pouvez aussi ajouter des cartes une à une à toute combinaison sur la table, même à celles de votre adversaire. Ajoutez votre roi de Pierre à ses trois rois.</translation>
    </message>
    <message>
        <source>Lay your King of Rock off on your opponent&apos;s Kings.</source>
        <translation>Ajoutez votre roi de Pierre aux rois de votre adversaire.</translation>
    </message>
    <message>
        <source>And it was Rummy: you went out in one turn without having put a card on the table before, so your points count double.</source>
        <translation>Et c&apos;était un rami : vous êtes sorti en un seul tour sans avoir posé de carte sur la table auparavant, vos points comptent donc double.</translation>
    </message>
    <message>
        <source>Hands go on, the deal moving left each time, until someone reaches 500 points.</source>
        <translation>Les donnes se suivent, la donne passant à gauche à chaque fois, jusqu&apos;à ce que quelqu&apos;un atteigne 500 points.</translation>
    </message>
    <message>
        <source>That is Janken Rummy. Play a real game, or read the full rules?</source>
        <translation>Voilà le Rami Janken. Jouer une vraie partie, ou lire toutes les règles ?</translation>
    </message>
    <message>
        <source>Learn Jump Start</source>
        <translation>Apprendre Jump Start</translation>
    </message>
    <message>
        <source>Welcome to Jump Start! Race to complete two goals, each made of one marker and four number cards. Markers are the Jacks, Queens and Kings; number cards go from Ace to 10.</source>
        <translation>Bienvenue à Jump Start ! Une course pour réaliser deux objectifs, chacun fait d&apos;un marqueur et de quatre cartes numérotées. Les marqueurs sont les valets, dames et rois ; les cartes numérotées vont de l&apos;as au 10.</translation>
    </message>
    <message>
        <source>Your first goal: one marker and four number cards of four different suits, a club, a diamond, a heart and a spade.</source>
        <translation>Votre premier objectif : un marqueur et quatre cartes numérotées de quatre couleurs différentes, un trèfle, un carreau, un cœur et un pique.</translation>
    </message>
    <message>
        <source>Each turn starts by taking a card: the top card of the stock or of the discard pile. You hold a marker, a club, a diamond and a heart. The 8 of spades on the discard pile completes your goal: take it.</source>
        <translation>Chaque tour commence par la prise d&apos;une carte : celle du dessus du talon ou de la défausse. Vous avez un marqueur, un trèfle, un carreau et un cœur. Le 8 de pique sur la défausse complète votre objectif : prenez-le.</translation>
    </message>
    <message>
        <source>Take the 8 of spades from the discard pile: it is the spade your goal is missing.</source>
        <translation>Prenez le 8 de pique dans la défausse : c&apos;est le pique qui manque à votre objectif.</translation>
    </message>
    <message>
        <source>When your five cards meet your goal, you must lay them down. Lay them down!</source>
        <translation>Quand vos cinq cartes remplissent votre objectif, vous devez les poser. Posez-les !</translation>
    </message>
    <message>
        <source>Well done! You took four new cards from the stock. Your second goal is again one marker and four number cards, but now each number card must extend the laid-down card of its suit into a run.</source>
        <translation>Bravo ! Vous avez pris quatre nouvelles cartes du talon. Votre deuxième objectif est de nouveau un marqueur et quatre cartes numérotées, mais chaque carte numérotée doit maintenant prolonger en suite la carte posée de sa couleur.</translation>
    </message>
    <message>
        <source>Runs go round the corner: after 10 comes the Ace, then the 2. So your Ace and 2 of hearts already extend your 10 of hearts.</source>
        <translation>Les suites font le tour : après le 10 vient l&apos;as, puis le 2. Votre as et votre 2 de cœur prolongent donc déjà votre 10 de cœur.</translation>
    </message>
    <message>
        <source>A Joker never counts in a goal. Instead of discarding, you may put it on the discard pile and draw again. Play your Joker.</source>
        <translation>Un joker ne compte jamais dans un objectif. Au lieu de défausser, vous pouvez le poser sur la défausse et piocher de nouveau. Jouez votre joker.</translation>
    </message>
    <message>
        <source>Play your Joker now: you get another card, and the order of play turns round.</source>
        <translation>Jouez votre joker maintenant : vous recevez une autre carte, et le sens du jeu s&apos;inverse.</translation>
    </message>
    <message>
        <source>Draw again, from the stock: the Joker on the pile cannot be taken back.</source>
        <translation>Piochez de nouveau, dans le talon : le joker sur la défausse ne peut pas être repris.</translation>
    </message>
    <message>
        <source>The 7 of diamonds extends your 6 of diamonds, but the 9 of clubs fits nowhere. End your turn by discarding it.</source>
        <translation>Le 7 de carreau prolonge votre 6 de carreau, mais le 9 de trèfle ne va nulle part. Finissez votre tour en le défaussant.</translation>
    </message>
    <message>
        <source>Throw away the 9 of clubs: it fits none of your runs.</source>
        <translation>Défaussez le 9 de trèfle : il ne va avec aucune de vos suites.</translation>
    </message>
    <message>
        <source>Because you played a Joker, the order of play turned round: the player on your right went next, then the one on your left.</source>
        <translation>Comme vous avez joué un joker, le sens du jeu s&apos;est inversé : le joueur à votre droite a joué d&apos;abord, puis celui à votre gauche.</translation>
    </message>
    <message>
        <source>The 3 of clubs on the discard pile extends your 4 of clubs downwards. Take it.</source>
        <translation>Le 3 de trèfle sur la défausse prolonge votre 4 de trèfle vers le bas. Prenez-le.</translation>
    </message>
    <message>
        <source>Take the 3 of clubs from the discard pile: it completes your second goal.</source>
        <translation>Prenez le 3 de trèfle dans la défausse : il complète votre deuxième objectif.</translation>
    </message>
    <message>
        <source>A marker, the Ace and 2 of hearts, the 7 of diamonds and the 3 of clubs: that is your second goal. Lay it down!</source>
        <translation>Un marqueur, l&apos;as et le 2 de cœur, le 7 de carreau et le 3 de trèfle : voilà votre deuxième objectif. Posez-le !</translation>
    </message>
    <message>
        <source>You are out, and you win! This was the short game: the first player out wins. In the long game the others play on for the next places.</source>
        <translation>Vous êtes sorti, et vous gagnez ! C&apos;était la partie courte : le premier à sortir gagne. Dans la partie longue, les autres continuent pour les places suivantes.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you set up a game: calling dibs, where the others may claim the top discard when you draw from the stock, and marker trading, where you offer a marker for a number card or the other way round.</source>
        <translation>Deux variantes peuvent être activées en préparant une partie : la réservation, où les autres peuvent réserver la carte du dessus de la défausse quand vous piochez dans le talon, et l&apos;échange de marqueurs, où vous proposez un marqueur contre une carte numérotée ou l&apos;inverse.</translation>
    </message>
    <message>
        <source>That is Jump Start. Play a real game, or read the full rules?</source>
        <translation>Voilà Jump Start. Jouer une vraie partie, ou lire toutes les règles ?</translation>
    </message>
    <message>
        <source>Learn MadJack</source>
        <translation>Apprendre MadJack</translation>
    </message>
    <message>
        <source>Welcome to MadJack! Two players, 24 cards from 9 up to Ace. Collect more cards than your opponent.</source>
        <translation>Bienvenue à MadJack ! Deux joueurs, 24 cartes du 9 à l&apos;as. Ramassez plus de cartes que votre adversaire.</translation>
    </message>
    <message>
        <source>Four cards were left over: they are the dummy. In each of the first four tricks, one of them is turned up and its suit is trump for that trick.</source>
        <translation>Quatre cartes sont restées : c&apos;est le mort. À chacun des quatre premiers plis, l&apos;une d&apos;elles est retournée, et sa couleur est l&apos;atout de ce pli.</translation>
    </message>
    <message>
        <source>Here it is the 10 of hearts, so hearts are trump. In the trump suit the Jacks jump to the top: the Jack of hearts is highest, then the other red Jack, the Jack of diamonds. That one is called the MadJack.</source>
        <translation>Ici, c&apos;est le 10 de cœur : cœur est donc atout. Dans la couleur d&apos;atout, les valets sautent en tête : le valet de cœur est le plus fort, puis l&apos;autre valet rouge, le valet de carreau. On l&apos;appelle le MadJack.</translation>
    </message>
    <message>
        <source>You lead. Everyone must play a trump if they can, and your Jack of diamonds counts as a heart now. Play it.</source>
        <translation>Vous entamez. Chacun doit jouer atout s&apos;il le peut, et votre valet de carreau compte maintenant comme un cœur. Jouez-le.</translation>
    </message>
    <message>
        <source>The MadJack is the second-best trump in this trick: play the Jack of diamonds.</source>
        <translation>Le MadJack est le deuxième meilleur atout de ce pli : jouez le valet de carreau.</translation>
    </message>
    <message>
        <source>Your MadJack won. It also ranks above the 10 of hearts, so you took the dummy card as well: three cards for you.</source>
        <translation>Votre MadJack a gagné. Il est aussi plus fort que le 10 de cœur, vous avez donc pris la carte du mort en plus : trois cartes pour vous.</translation>
    </message>
    <message>
        <source>Clubs are trump now. The Jack of clubs is the top trump, above even this trick&apos;s MadJack, the Jack of spades. Lead it.</source>
        <translation>Trèfle est atout maintenant. Le valet de trèfle est le plus fort atout, au-dessus même du MadJack de ce pli, le valet de pique. Entamez-le.</translation>
    </message>
    <message>
        <source>The Jack of clubs cannot lose this trick: lead it.</source>
        <translation>Le valet de trèfle ne peut pas perdre ce pli : entamez-le.</translation>
    </message>
    <message>
        <source>Spades are trump, and you hold no spade, so any card will do. Play the King of diamonds.</source>
        <translation>Pique est atout, et vous n&apos;avez pas de pique : toute carte convient. Jouez le roi de carreau.</translation>
    </message>
    <message>
        <source>Let this one go cheaply: play the King of diamonds.</source>
        <translation>Laissez filer ce pli à bon compte : jouez le roi de carreau.</translation>
    </message>
    <message>
        <source>The Jack of spades was the top trump: it beat even the Ace on the dummy, so your opponent took three cards and led this trick.</source>
        <translation>Le valet de pique était le plus fort atout : il a battu même l&apos;as du mort, votre adversaire a donc pris trois cartes et entamé ce pli.</translation>
    </message>
    <message>
        <source>Hearts are trump again and you hold hearts, so you must play one. Your Ace beats the King on the dummy.</source>
        <translation>Cœur est de nouveau atout et vous avez du cœur, vous devez donc en jouer un. Votre as bat le roi du mort.</translation>
    </message>
    <message>
        <source>Keep the Jack of hearts for later: the Ace already wins this trick and the dummy card.</source>
        <translation>Gardez le valet de cœur pour plus tard : l&apos;as remporte déjà ce pli et la carte du mort.</translation>
    </message>
    <message>
        <source>A Jack led first can never be beaten. Lead the Jack of hearts.</source>
        <translation>Un valet joué en premier ne peut jamais être battu. Entamez le valet de cœur.</translation>
    </message>
    <message>
        <source>Lead the Jack of hearts: it is sure to win.</source>
        <translation>Entamez le valet de cœur : il gagne à coup sûr.</translation>
    </message>
    <message>
        <source>Now lead the Queen of diamonds: diamonds become trump.</source>
        <translation>Entamez maintenant la dame de carreau : carreau devient atout.</translation>
    </message>
    <message>
        <source>Lead the Queen of diamonds and see what happens.</source>
        <translation>Entamez la dame de carreau et voyez ce qui se passe.</translation>
    </message>
    <message>
        <source>Lead the King of clubs: no club left out there can beat it.</source>
        <translation>Entamez le roi de trèfle : aucun trèfle encore en jeu ne peut le battre.</translation>
    </message>
    <message>
        <source>Lead the Ace of diamonds.</source>
        <translation>Entamez l&apos;as de carreau.</translation>
    </message>
    <message>
        <source>Last trick: lead the Queen of hearts.</source>
        <translation>Dernier pli : entamez la dame de cœur.</translation>
    </message>
    <message>
        <source>The first round has ended: you collected 21 cards, your opponent 3. Only the player with more cards scores: 1 point for 1 to 5 more, 2 points for 6 to 11 more, 3 points for 12 or more. You score 3.</source>
        <translation>La première manche est terminée : vous avez ramassé 21 cartes, votre adversaire 3. Seul celui qui a le plus de cartes marque : 1 point pour 1 à 5 de plus, 2 points pour 6 à 11 de plus, 3 points pour 12 ou plus. Vous marquez 3.</translation>
    </message>
    <message>
        <source>A new round is dealt and the deal alternates. The first player to reach 10 points wins the game.</source>
        <translation>Une nouvelle manche est distribuée, et la donne alterne. Le premier à 10 points gagne la partie.</translation>
    </message>
    <message>
        <source>You know MadJack now. Play a real game, or read the full rules?</source>
        <translation>Vous connaissez maintenant MadJack. Jouer une vraie partie, ou lire toutes les règles ?</translation>
    </message>
    <message>
        <source>End your turn now: it is capped, so ending is free.</source>
        <translation>Finissez votre tour maintenant : il est fermé, le finir ne coûte donc rien.</translation>
    </message>
    <message>
        <source>End your turn here: the Ace has done its work.</source>
        <translation>Finissez votre tour ici : l&apos;as a fait son travail.</translation>
    </message>
    <message>
        <source>End your turn now and watch the 8 skip a player.</source>
        <translation>Finissez votre tour maintenant et regardez le 8 faire sauter un joueur.</translation>
    </message>
    <message>
        <source>End your turn now and watch the direction change.</source>
        <translation>Finissez votre tour maintenant et regardez le sens changer.</translation>
    </message>
    <message>
        <source>Draw from the stock: giving up now would end your game.</source>
        <translation>Piochez dans le talon : abandonner maintenant mettrait fin à votre partie.</translation>
    </message>
    <message>
        <source>Lead the Ace of clubs: it is the highest club left.</source>
        <translation>Entamez l&apos;as de trèfle : c&apos;est le plus fort trèfle restant.</translation>
    </message>
    <message>
        <source>Lead the King of clubs: it wins this trick too.</source>
        <translation>Entamez le roi de trèfle : il remporte aussi ce pli.</translation>
    </message>
    <message>
        <source>Lead the Ace of diamonds: it is the highest diamond left.</source>
        <translation>Entamez l&apos;as de carreau : c&apos;est le plus fort carreau restant.</translation>
    </message>
    <message>
        <source>Your left-hand neighbour had no club: they trumped your King with the 2 of spades and took the trick. Now trump is broken.</source>
        <translation>Votre voisin de gauche n&apos;avait pas de trèfle : il a coupé votre roi avec le 2 de pique et a pris le pli. L&apos;atout est maintenant ouvert.</translation>
    </message>
    <message>
        <source>Each suit beats two others and loses to the other two: Rock beats Scissors and Lizard, Paper beats Rock and Water, Scissors beats Paper and Lizard, Water beats Rock and Scissors, Lizard beats Paper and Water. The Suits button shows this circle at any time.</source>
        <translation>Chaque couleur en bat deux autres et perd contre les deux dernières : Pierre bat Ciseaux et Lézard, Feuille bat Pierre et Eau, Ciseaux bat Feuille et Lézard, Eau bat Pierre et Ciseaux, Lézard bat Feuille et Eau. Le bouton « Couleurs » montre ce cercle à tout moment.</translation>
    </message>
    <message>
        <source>You laid down your last card, so you won the hand. You score the cards your opponent still held: Ace 1, number cards their number, pictures 10.</source>
        <translation>Vous avez posé votre dernière carte, vous gagnez donc la donne. Vous marquez les cartes que votre adversaire avait encore en main : as 1, cartes numérotées leur valeur, figures 10.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank. Lay down your three 7s: click each one, choose Select it for a combination, then Play selected.</source>
        <translation>Un brelan, ce sont trois cartes ou plus de même valeur. Posez vos trois 7 : cliquez sur chacun, choisissez « La sélectionner pour une combinaison », puis « Jouer la sélection ».</translation>
    </message>
    <message>
        <source>Your turn again. The 4 of spades on the discard pile does not fit your runs: only a 7 or a 9 of spades extends your 8 of spades. Draw from the stock.</source>
        <translation>C&apos;est de nouveau à vous. Le 4 de pique sur la défausse ne va pas avec vos suites : seul un 7 ou un 9 de pique prolonge votre 8 de pique. Piochez dans le talon.</translation>
    </message>
    <message>
        <source>Draw from the stock: the 4 of spades does not extend your 8 of spades.</source>
        <translation>Piochez dans le talon : le 4 de pique ne prolonge pas votre 8 de pique.</translation>
    </message>
    <message>
        <source>The dummy is used up. From now on the first card of each trick sets trump: its suit is trump, with its Jack on top and the other Jack of its colour, the MadJack, second. No other card of another suit can win.</source>
        <translation>Le mort est épuisé. Désormais, la première carte de chaque pli fixe l&apos;atout : sa couleur est atout, avec son valet en tête et l&apos;autre valet de même couleur, le MadJack, en second. Aucune autre carte d&apos;une autre couleur ne peut gagner.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s King of spades was higher, but a spade could not win a diamond trick, so your Queen won. Lead the Ace of clubs.</source>
        <translation>Le roi de pique de votre adversaire était plus fort, mais un pique ne pouvait pas gagner un pli à carreau : votre dame a gagné. Entamez l&apos;as de trèfle.</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>The cards are shuffled.</source>
        <translation>Les cartes sont mélangées.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>L&apos;atout est %1.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 remporte le pli.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n point(s): %2</source>
        <extracomment>A penalty: %1 is the player, %n the points lost, %2 the engine&apos;s reason.</extracomment>
        <translation>
            <numerusform>%1 perd %n point : %2</numerusform>
            <numerusform>%1 perd %n points : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>La manche %1 est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message>
        <source>%1 lays down %2.</source>
        <translation>%1 pose %2.</translation>
    </message>
    <message>
        <source>%1 lays off %2 on a meld of %3.</source>
        <extracomment>A lay-off: %1 adds the cards %2 to a meld that %3 laid down.</extracomment>
        <translation>%1 ajoute %2 à une combinaison de %3.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 donne %2 à %3.</translation>
    </message>
    <message>
        <source>%1 gives a card to %2.</source>
        <translation>%1 donne une carte à %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n card(s) to %2.</source>
        <extracomment>%1 gives %n cards the reader did not see to %2.</extracomment>
        <translation>
            <numerusform>%1 donne %n carte à %2.</numerusform>
            <numerusform>%1 donne %n cartes à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 pioche une carte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <extracomment>%1 draws %n cards the reader did not see.</extracomment>
        <translation>
            <numerusform>%1 pioche %n carte.</numerusform>
            <numerusform>%1 pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1 prend %2 dans la défausse.</translation>
    </message>
    <message>
        <source>%1 takes the dibs card %2.</source>
        <translation>%1 prend la carte réservée %2.</translation>
    </message>
    <message>
        <source>%1 takes back %2.</source>
        <translation>%1 reprend %2.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>%1 could not be written whole (is the disk full?)</source>
        <translation>%1 n&apos;a pas pu être écrit en entier (le disque est-il plein ?)</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 est trop grand pour être un enregistrement de partie.</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Examen de vos décisions…</translation>
    </message>
    <message>
        <source>Looked at %1 of %2 decisions…</source>
        <translation>%1 décisions examinées sur %2…</translation>
    </message>
    <message>
        <source>The deal, before the first move</source>
        <translation>La donne, avant le premier coup</translation>
    </message>
    <message>
        <source>after move %1 of %2</source>
        <translation>après le coup %1 sur %2</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <extracomment>Where a replay stands: &quot;Round 2, after move 5 of 40&quot;.</extracomment>
        <translation>Manche %1, %2</translation>
    </message>
    <message>
        <source>Here you chose “%1”.</source>
        <extracomment>At a costly decision: %1 the move made (a button&apos;s wording).</extracomment>
        <translation>Ici, vous avez choisi « %1 ».</translation>
    </message>
    <message>
        <source>You won, and no decision of yours clearly cost you points.</source>
        <translation>Vous avez gagné, et aucune de vos décisions ne vous a nettement coûté de points.</translation>
    </message>
    <message numerus="yes">
        <source>You won. Still, %n decision(s) cost you points: see the red marks on the bar.</source>
        <translation>
            <numerusform>Vous avez gagné. Pourtant, %n décision vous a coûté des points : voyez la marque rouge sur la barre.</numerusform>
            <numerusform>Vous avez gagné. Pourtant, %n décisions vous ont coûté des points : voyez les marques rouges sur la barre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %n point(s) behind %1.</source>
        <extracomment>How far the person finished behind the winner: &quot;You finished 12 points behind Ann.&quot;</extracomment>
        <translation>
            <numerusform>Vous finissez à %n point de %1.</numerusform>
            <numerusform>Vous finissez à %n points de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You finished level on points with %1.</source>
        <translation>Vous finissez à égalité de points avec %1.</translation>
    </message>
    <message>
        <source>Probably not: no decision of yours clearly cost you points.</source>
        <translation>Sans doute pas : aucune de vos décisions ne vous a nettement coûté de points.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) cost you points (red marks on the bar).</source>
        <translation>
            <numerusform>%n décision vous a coûté des points (marque rouge sur la barre).</numerusform>
            <numerusform>%n décisions vous ont coûté des points (marques rouges sur la barre).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better moves there would have been worth about %n point(s).</source>
        <translation>
            <numerusform>De meilleurs coups y auraient valu environ %n point.</numerusform>
            <numerusform>De meilleurs coups y auraient valu environ %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, probably.</source>
        <translation>Oui, sans doute.</translation>
    </message>
    <message>
        <source>Probably not.</source>
        <translation>Sans doute pas.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” would have left you about %n point(s) better off.</source>
        <extracomment>At a costly decision: %1 the better move (a button&apos;s wording).</extracomment>
        <translation>
            <numerusform>« %1 » vous aurait rapporté environ %n point de plus.</numerusform>
            <numerusform>« %1 » vous aurait rapporté environ %n points de plus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <source>Bid %1 · took %2</source>
        <extracomment>The round summary: a seat&apos;s bid and the tricks it took.</extracomment>
        <translation>Annonce %1 · fait %2</translation>
    </message>
    <message numerus="yes">
        <source>Took %n trick(s)</source>
        <translation>
            <numerusform>%n pli fait</numerusform>
            <numerusform>%n plis faits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;.</source>
        <translation>Jeu inconnu « %1 ».</translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message>
        <source>The folder of %1 cannot be made.</source>
        <translation>Le dossier de %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The statistics file could not be used and was kept as %1; new statistics begin.</source>
        <translation>Le fichier de statistiques était inutilisable et a été conservé sous %1 ; de nouvelles statistiques commencent.</translation>
    </message>
    <message>
        <source>%1 cannot be used or moved aside.</source>
        <translation>%1 ne peut être ni utilisé ni mis de côté.</translation>
    </message>
    <message>
        <source>%1 cannot be used.</source>
        <translation>%1 ne peut pas être utilisé.</translation>
    </message>
    <message>
        <source>The statistics are not open.</source>
        <translation>Les statistiques ne sont pas ouvertes.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A number on the table: &quot;Bid 3&quot;, &quot;Round 2&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A named thing on the table: &quot;Dealer: Ann&quot;, &quot;Trump: hearts&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>Only people&apos;s moves can be taken back.</source>
        <translation>Seuls les coups des personnes peuvent être annulés.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Vous n&apos;avez encore aucun coup à annuler.</translation>
    </message>
    <message>
        <source>Only the player who made the last move may take it back.</source>
        <translation>Seul le joueur qui a fait le dernier coup peut l&apos;annuler.</translation>
    </message>
</context>
</TS>
