<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Play selected (%1)</source>
        <translation>Jugar la selección (%1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>CardGallery</name>
    <message>
        <source>Card faces</source>
        <translation>Caras de las cartas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Tamaño de las cartas</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Which move?</source>
        <translation>¿Qué jugada?</translation>
    </message>
    <message>
        <source>Select it for a combination</source>
        <translation>Seleccionarla para una combinación</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>This ends your turn:</source>
        <translation>Esto termina tu turno:</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Palos</translation>
    </message>
    <message>
        <source>Which suit beats which</source>
        <translation>Qué palo gana a cuál</translation>
    </message>
    <message>
        <source>Long game: everyone is placed</source>
        <translation>Partida larga: todos reciben puesto</translation>
    </message>
    <message>
        <source>Short game: first out wins</source>
        <translation>Partida corta: gana el primero en salir</translation>
    </message>
    <message>
        <source>Play goes clockwise ↻</source>
        <translation>Se juega en sentido horario ↻</translation>
    </message>
    <message>
        <source>Play goes anticlockwise ↺</source>
        <translation>Se juega en sentido antihorario ↺</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Proponer un cambio…</translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>Abandonar…</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>You drop out for good: your hand and lay-downs go under the discard pile.</source>
        <translation>Abandonas para siempre: tu mano y tus bajadas van debajo del descarte.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Call dibs?</source>
        <translation>¿Reclamar la carta?</translation>
    </message>
    <message>
        <source>Trade offer</source>
        <translation>Oferta de cambio</translation>
    </message>
    <message>
        <source>Give one of these in return, or decline.</source>
        <translation>Da una de estas a cambio, o rechaza.</translation>
    </message>
</context>
<context>
    <name>CreateRoomDialog</name>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Escribe el nombre que verán los demás.</translation>
    </message>
    <message>
        <source>Create a room on a server</source>
        <translation>Crear una sala en un servidor</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n player(s).</source>
        <translation>
            <numerusform>%1 para %n jugador.</numerusform>
            <numerusform>%1 para %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seats: you; the server’s bots: %1; open for friends: %2.</source>
        <translation>Asientos: tú; bots del servidor: %1; libres para amigos: %2.</translation>
    </message>
    <message>
        <source>To change them: Game › New…</source>
        <translation>Para cambiarlos: Juego › Nueva…</translation>
    </message>
    <message>
        <source>Server (its address and port, as ws://host:port or wss://host:port):</source>
        <translation>Servidor (su dirección y puerto, como ws://host:puerto o wss://host:puerto):</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Asking the server for a room…</source>
        <translation>Pidiendo una sala al servidor…</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crear</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>DirectionRing</name>
    <message>
        <source>next: again</source>
        <translation>siguiente: otra vez</translation>
    </message>
    <message>
        <source>next</source>
        <translation>siguiente</translation>
    </message>
</context>
<context>
    <name>FeltDialog</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>Todas las manos quedan ocultas hasta que %1 esté listo.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Soy %1: mostrar mis cartas</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Desde tu último turno:</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>This address names no computer.</source>
        <translation>Esta dirección no nombra ningún ordenador.</translation>
    </message>
    <message>
        <source>This address names no port (as in felt://192.168.1.20:47110/?room=…).</source>
        <translation>Esta dirección no nombra ningún puerto (como en felt://192.168.1.20:47110/?room=…).</translation>
    </message>
    <message>
        <source>This address has no room secret (…/?room=…).</source>
        <translation>Esta dirección no tiene secreto de sala (…/?room=…).</translation>
    </message>
    <message>
        <source>This address&apos;s room secret is too long.</source>
        <translation>El secreto de sala de esta dirección es demasiado largo.</translation>
    </message>
    <message>
        <source>An invitation needs the host&apos;s IP address.</source>
        <translation>Una invitación necesita la dirección IP del anfitrión.</translation>
    </message>
    <message>
        <source>An invitation needs the port the host listens on.</source>
        <translation>Una invitación necesita el puerto donde espera el anfitrión.</translation>
    </message>
    <message>
        <source>An invitation carries only a room secret made for invitations.</source>
        <translation>Una invitación solo lleva un secreto de sala hecho para invitaciones.</translation>
    </message>
    <message>
        <source>Paste or type an invitation.</source>
        <translation>Pega o escribe una invitación.</translation>
    </message>
    <message>
        <source>An invitation has %1 characters (%2 for an IPv6 address); this one has %3.</source>
        <translation>Una invitación tiene %1 caracteres (%2 para una dirección IPv6); esta tiene %3.</translation>
    </message>
    <message>
        <source>“%1” is not a character of invitations.</source>
        <translation>«%1» no es un carácter de las invitaciones.</translation>
    </message>
    <message>
        <source>The invitation is mistyped (its check character does not match).</source>
        <translation>La invitación está mal escrita (su carácter de control no coincide).</translation>
    </message>
    <message>
        <source>This invitation is from another version of Felt (format %1; this Felt reads format %2).</source>
        <translation>Esta invitación es de otra versión de Felt (formato %1; este Felt lee el formato %2).</translation>
    </message>
    <message>
        <source>The invitation is mistyped (it does not read as an address and a port).</source>
        <translation>La invitación está mal escrita (no da una dirección y un puerto).</translation>
    </message>
    <message>
        <source>This address is not a Felt table&apos;s: it starts with felt://, ws:// or wss://.</source>
        <translation>Esta dirección no es de una mesa de Felt: empieza por felt://, ws:// o wss://.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Escribe el nombre que verán los demás.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirte a una mesa</translation>
    </message>
    <message>
        <source>Invitation (the code or address the host gave you):</source>
        <translation>Invitación (el código o la dirección que te dio el anfitrión):</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas en esta red:</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2’s table — %n seat(s) free of %3</source>
        <translation>
            <numerusform>%1 en la mesa de %2 — %n asiento libre de %3</numerusform>
            <numerusform>%1 en la mesa de %2 — %n asientos libres de %3</numerusform>
        </translation>
    </message>
    <message>
        <source>None heard yet. Tables show here while their host waits for players.</source>
        <translation>Ninguna todavía. Las mesas aparecen aquí mientras su anfitrión espera jugadores.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Asking the host for a seat…</source>
        <translation>Pidiendo un asiento al anfitrión…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirte</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · paso %2 de %3</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Jugar una partida de verdad</translation>
    </message>
    <message>
        <source>Read the full rules</source>
        <translation>Leer todas las reglas</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Your table: %1</source>
        <translation>Tu mesa: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Mesa: %1</translation>
    </message>
    <message>
        <source>Give your friends this invitation. They paste it in Game › Join a table…, where tables on this network also show by themselves.</source>
        <translation>Dales esta invitación a tus amigos. La pegan en Juego › Unirte a una mesa…, donde las mesas de esta red también aparecen solas.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiada</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Or as an address: %1</source>
        <translation>O como dirección: %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (ausente)</translation>
    </message>
    <message>
        <source>Seat a bot</source>
        <translation>Sentar un bot</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>The game has begun.</source>
        <translation>La partida ha empezado.</translation>
    </message>
    <message>
        <source>Taking your seat…</source>
        <translation>Ocupando tu asiento…</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>Give your friends this room’s address. They paste it in Game › Join a table….</source>
        <translation>Dales a tus amigos la dirección de esta sala. La pegan en Juego › Unirte a una mesa….</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>%1 (you, ready)</source>
        <translation>%1 (tú, listo)</translation>
    </message>
    <message>
        <source>%1 (ready)</source>
        <translation>%1 (listo)</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open.</source>
        <translation>
            <numerusform>Queda %n asiento libre.</numerusform>
            <numerusform>Quedan %n asientos libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here and ready: start when you like.</source>
        <translation>Todos están aquí y listos: empieza cuando quieras.</translation>
    </message>
    <message>
        <source>Waiting for everyone to say they are ready.</source>
        <translation>Esperando a que todos digan que están listos.</translation>
    </message>
    <message>
        <source>The host starts the game once everyone is ready.</source>
        <translation>El anfitrión empieza la partida cuando todos estén listos.</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>No estoy listo</translation>
    </message>
    <message>
        <source>I’m ready</source>
        <translation>Estoy listo</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
</context>
<context>
    <name>PileMarks</name>
    <message>
        <source>this turn: 1 card</source>
        <translation>este turno: 1 carta</translation>
    </message>
    <message>
        <source>this turn: %1 cards</source>
        <translation>este turno: %1 cartas</translation>
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
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuación hasta ahora</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <extracomment>The deal code: anyone can play exactly this deal with Game &gt; Play a deal code.</extracomment>
        <translation>Código de reparto: %1</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Ronda anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Jugada anterior (←)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Jugada siguiente (→)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Ronda siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>Could I have won?</source>
        <translation>¿Podría haber ganado?</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>Salir de la repetición</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>le toca</translation>
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
        <translation>Bot: principiante</translation>
    </message>
    <message>
        <source>Bot: Casual</source>
        <translation>Bot: casual</translation>
    </message>
    <message>
        <source>Bot: Strong</source>
        <translation>Bot: fuerte</translation>
    </message>
    <message>
        <source>Bot: Expert</source>
        <translation>Bot: experto</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>¿Terminar la partida en curso?</translation>
    </message>
    <message>
        <source>A new game replaces the one under way; it cannot be continued later.</source>
        <translation>Una partida nueva sustituye a la que está en curso; no se podrá continuar después.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>%1 players.</source>
        <translation>%1 jugadores.</translation>
    </message>
    <message>
        <source>%1 to %2 players.</source>
        <translation>De %1 a %2 jugadores.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animación</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Adjust the options for %1 players</source>
        <translation>Ajustar las opciones para %1 jugadores</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Remove this kept game?</source>
        <translation>¿Quitar esta partida guardada?</translation>
    </message>
    <message>
        <source>%1

It will no longer be offered to continue.</source>
        <translation>%1

Ya no se ofrecerá para continuar.</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
    <message>
        <source>✓ Lesson finished</source>
        <translation>✓ Lección terminada</translation>
    </message>
    <message>
        <source>New to %1? Learn it in three minutes.</source>
        <translation>¿Nuevo en %1? Apréndelo en tres minutos.</translation>
    </message>
    <message>
        <source>Take the lesson again</source>
        <translation>Repetir la lección</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>At a network table one person plays at this screen; the others join from their own Felt.</source>
        <translation>En una mesa en red juega una sola persona en esta pantalla; las demás se unen desde su propio Felt.</translation>
    </message>
    <message>
        <source>Friend over the network</source>
        <translation>Amigo por la red</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Aprender a jugar a %1</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Por variante</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Racha</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>La más larga</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <source>Every game recorded so far will be forgotten.</source>
        <translation>Se olvidarán todas las partidas registradas hasta ahora.</translation>
    </message>
    <message>
        <source>Played: games finished. Won: games won, and their share. Best and Average: final scores. Streak: games won in a row up to the last one. Longest: the most won in a row. Places: how often first · second · third…</source>
        <translation>Jugadas: partidas terminadas. Ganadas: partidas ganadas y su proporción. Mejor y Media: puntuaciones finales. Racha: victorias seguidas hasta la última partida. Más larga: el mayor número de victorias seguidas. Puestos: cuántas veces primero · segundo · tercero…</translation>
    </message>
    <message>
        <source>Recent games of %1</source>
        <translation>Últimas partidas de %1</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>No ganada</translation>
    </message>
    <message>
        <source>Bars: final score of each game, oldest on the left.</source>
        <translation>Barras: puntuación final de cada partida, la más antigua a la izquierda.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Sentido horario</translation>
    </message>
    <message>
        <source>Anticlockwise</source>
        <translation>Sentido antihorario</translation>
    </message>
    <message>
        <source>to pick up for %1 if the turn ends now</source>
        <translation>para que %1 robe si el turno termina ahora</translation>
    </message>
    <message>
        <source>%1 must answer or pick up</source>
        <translation>%1 debe responder o robar</translation>
    </message>
    <message>
        <source>1 player skipped</source>
        <translation>1 jugador saltado</translation>
    </message>
    <message>
        <source>%1 players skipped</source>
        <translation>%1 jugadores saltados</translation>
    </message>
    <message>
        <source>Next: %1 again</source>
        <translation>Siguiente: otra vez %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Siguiente: %1</translation>
    </message>
    <message>
        <source>to pick up for you if the turn ends now</source>
        <translation>para que robes tú si el turno termina ahora</translation>
    </message>
    <message>
        <source>You must answer or pick up</source>
        <translation>Debes responder o robar</translation>
    </message>
</context>
<context>
    <name>SuitChooser</name>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Which suit does your %1 stand for?</source>
        <translation>¿Qué palo representa tu %1?</translation>
    </message>
    <message>
        <source>Which suit does your Ace stand for?</source>
        <translation>¿Qué palo representa tu As?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>SuitCycle</name>
    <message>
        <source>Rock</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Scissors</source>
        <translation>Tijeras</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Lagarto</translation>
    </message>
    <message>
        <source>Arrow: beats</source>
        <translation>Flecha: gana a</translation>
    </message>
    <message>
        <source>%1 beats %2 and %3</source>
        <translation>%1 gana a %2 y %3</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jugable</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
    <message>
        <source>suggested by the hint</source>
        <translation>sugerida por la pista</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Or click a glowing group on the table to play %1 there</source>
        <translation>O haz clic en un grupo iluminado de la mesa para jugar allí %1</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>Offer a trade</source>
        <translation>Proponer un cambio</translation>
    </message>
    <message>
        <source>Offer a marker for a number card of a suit, or a number card for a marker. One offer per turn; if it is accepted, your turn ends.</source>
        <translation>Ofrece una carta marcador a cambio de una carta numérica de un palo, o una numérica a cambio de un marcador. Una oferta por turno; si se acepta, tu turno termina.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Dar</translation>
    </message>
    <message>
        <source>Ask for</source>
        <translation>Pedir</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Ofrecer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>End turn (+1 card)</source>
        <translation>Terminar turno (+1 carta)</translation>
    </message>
    <message>
        <source>End turn (+%1 cards)</source>
        <translation>Terminar turno (+%1 cartas)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Pick up (nothing to draw)</source>
        <translation>Robar (nada que robar)</translation>
    </message>
    <message>
        <source>Pick up 1 card</source>
        <translation>Robar 1 carta</translation>
    </message>
    <message>
        <source>Pick up %1 cards</source>
        <translation>Robar %1 cartas</translation>
    </message>
    <message>
        <source>Facing +%1: an Ace cancels it, a matching 2 or Jack passes it on.</source>
        <translation>Te enfrentas a +%1: un As lo anula, un 2 o una Jota que coincida lo pasa.</translation>
    </message>
    <message>
        <source>Play a card that matches the top card, or pick up.</source>
        <translation>Juega una carta que coincida con la de arriba, o roba.</translation>
    </message>
    <message>
        <source>A Queen must be covered: play any card on it.</source>
        <translation>Una Reina debe cubrirse: juega cualquier carta encima.</translation>
    </message>
    <message>
        <source>Passing the pick-up on: only 2s and Jacks may follow.</source>
        <translation>Pasando el robo: solo pueden seguir doses y jotas.</translation>
    </message>
    <message>
        <source>Going out on a power card costs a card.</source>
        <translation>Salir con una carta especial cuesta una carta.</translation>
    </message>
    <message>
        <source>Capped: end your turn, or go on with the same rank.</source>
        <translation>Cerrado: termina tu turno o sigue con el mismo valor.</translation>
    </message>
    <message>
        <source>Not capped: play a matching card to cap, or end and take a card.</source>
        <translation>Sin cerrar: juega una carta que coincida para cerrar, o termina y toma una carta.</translation>
    </message>
    <message>
        <source>The pile is empty: any card will do, or pick up.</source>
        <translation>El montón está vacío: vale cualquier carta, o roba.</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>No se pudo guardar la partida: %1.</translation>
    </message>
    <message>
        <source>%1 · %2 players · round %3 · saved %4</source>
        <extracomment>A kept game on its Continue button: game, players, round, when it was saved.</extracomment>
        <translation>%1 · %2 jugadores · ronda %3 · guardada %4</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>No hay ninguna partida guardada.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1). The file was kept as %2.</source>
        <translation>No se pudo leer la partida guardada (%1). El archivo se conservó como %2.</translation>
    </message>
    <message>
        <source>A kept game that cannot be read</source>
        <extracomment>A kept game whose file is damaged; Continue says more and keeps the file aside.</extracomment>
        <translation>Una partida guardada que no se puede leer</translation>
    </message>
    <message>
        <source>This game is open in another Felt window, which keeps it; the moves made here are not kept.</source>
        <translation>Esta partida está abierta en otra ventana de Felt, que la guarda; las jugadas hechas aquí no se guardan.</translation>
    </message>
    <message>
        <source>This game is being played in another Felt window.</source>
        <translation>Esta partida se está jugando en otra ventana de Felt.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Scissors</source>
        <translation>Tijeras</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Lagarto</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Joker</source>
        <extracomment>A Janken Joker of suit %1 (&quot;Rock Joker&quot;); French Jokers have no suit.</extracomment>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>%1 Joker</source>
        <translation>Comodín de %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: %1 is the rank, %2 the suit (&quot;Queen of hearts&quot;, &quot;7 of Rock&quot;).</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source> (%1 as %2)</source>
        <extracomment>A wild card in a move: &quot;Meld 2 Rock, 3 Rock, Rock Joker (Rock Joker as 4)&quot;.</extracomment>
        <translation> (%1 como %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>before a vowel</comment>
        <extracomment>A card whose suit name starts with a vowel: %1 the rank, %2 the suit (&quot;Queen of Water&quot;).</extracomment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>It is the only legal move.</source>
        <translation>Es la única jugada permitida.</translation>
    </message>
    <message>
        <source>That is not a legal move now.</source>
        <translation>Esa no es una jugada permitida ahora.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Esa carta no se puede jugar ahora.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Take %1 from the discard pile</source>
        <translation>Tomar %1 del descarte</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Play pile</source>
        <translation>Pila de juego</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>%1 cancels the pick-up with an Ace.</source>
        <translation>%1 anula el robo con un As.</translation>
    </message>
    <message>
        <source>%1 names %2.</source>
        <translation>%1 elige %2.</translation>
    </message>
    <message>
        <source>%1 skips a player clockwise.</source>
        <translation>%1 salta a un jugador en sentido horario.</translation>
    </message>
    <message>
        <source>%1 skips a player anticlockwise.</source>
        <translation>%1 salta a un jugador en sentido antihorario.</translation>
    </message>
    <message>
        <source>%1 reverses: play goes clockwise.</source>
        <translation>%1 cambia el sentido: se juega en sentido horario.</translation>
    </message>
    <message>
        <source>%1 reverses: play goes anticlockwise.</source>
        <translation>%1 cambia el sentido: se juega en sentido antihorario.</translation>
    </message>
    <message>
        <source>%1 goes out and wins.</source>
        <translation>%1 sale y gana.</translation>
    </message>
    <message>
        <source>%1 cannot go out on a power card and picks up one card.</source>
        <translation>%1 no puede salir con una carta especial y roba una carta.</translation>
    </message>
    <message>
        <source>%1 ended the turn uncapped and picks up one card.</source>
        <translation>%1 terminó el turno sin cerrar y roba una carta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta.</numerusform>
            <numerusform>%1 roba %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must pick up %n card(s).</source>
        <translation>
            <numerusform>%1 debe robar %n carta.</numerusform>
            <numerusform>%1 debe robar %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 owes %n card(s) (pick-up debt).</source>
        <translation>
            <numerusform>%1 debe %n carta (deuda de robo).</numerusform>
            <numerusform>%1 debe %n cartas (deuda de robo).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cards left to pick up: %n card(s) waived for %1.</source>
        <translation>
            <numerusform>No quedan cartas que robar: se perdona %n carta a %1.</numerusform>
            <numerusform>No quedan cartas que robar: se perdonan %n cartas a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the pick-up debt.</source>
        <translation>%1 salda la deuda de robo.</translation>
    </message>
    <message>
        <source>Shed your whole hand first. Follow suit or rank; 2s and Jacks make the next player pick up, Aces change the suit and 8s skip.</source>
        <translation>Descártate de toda tu mano el primero. Sigue palo o valor; los doses y las jotas hacen robar al siguiente, los ases cambian el palo y los ochos saltan turno.</translation>
    </message>
    <message>
        <source>Blackjack (school rules)</source>
        <translation>Blackjack (reglas de patio)</translation>
    </message>
    <message>
        <source>Pick-up debt</source>
        <translation>Deuda de robo</translation>
    </message>
    <message>
        <source>Cards that cannot be picked up because the deck and play pile are used up are owed and taken as soon as cards become available.</source>
        <translation>Las cartas que no se pueden robar porque el mazo y la pila de juego se han agotado se deben y se toman en cuanto vuelve a haber cartas.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message numerus="yes">
        <source>You have not played a card yet: play one, or pick up %n card(s) instead.</source>
        <translation>
            <numerusform>Aún no has jugado ninguna carta: juega una o roba %n carta en su lugar.</numerusform>
            <numerusform>Aún no has jugado ninguna carta: juega una o roba %n cartas en su lugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Queen must be covered: play any card on it.</source>
        <translation>Una Reina debe cubrirse: juega cualquier carta encima.</translation>
    </message>
    <message>
        <source>You have already played this turn: cover the Queen first.</source>
        <translation>Ya has jugado en este turno: cubre primero la Reina.</translation>
    </message>
    <message numerus="yes">
        <source>You have already played this turn: end it instead (that costs %n card(s)).</source>
        <translation>
            <numerusform>Ya has jugado en este turno: termínalo en su lugar (cuesta %n carta).</numerusform>
            <numerusform>Ya has jugado en este turno: termínalo en su lugar (cuesta %n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Juega una carta cada vez.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>Name the suit the Ace stands for.</source>
        <translation>Elige el palo que representa el As.</translation>
    </message>
    <message>
        <source>Only an Ace names a suit.</source>
        <translation>Solo un As elige un palo.</translation>
    </message>
    <message>
        <source>That is not a play of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
    <message numerus="yes">
        <source>You face a pick-up of %n: cancel it with an Ace, pass it on with a 2 or Jack matching %1, or pick up.</source>
        <translation>
            <numerusform>Te toca robar %n: anúlalo con un As, pásalo con un 2 o una Jota que coincida con %1, o roba.</numerusform>
            <numerusform>Te toca robar %n: anúlalo con un As, pásalo con un 2 o una Jota que coincida con %1, o roba.</numerusform>
        </translation>
    </message>
    <message>
        <source>After answering a pick-up only a 2 or a Jack may follow.</source>
        <translation>Después de responder a un robo solo puede seguir un 2 o una Jota.</translation>
    </message>
    <message>
        <source>After %1 only another %2 may follow, or end the turn (an Ace is wild only as a step-1 card).</source>
        <translation>Después de %1 solo puede seguir otro %2, o termina el turno (un As solo es comodín como carta de paso 1).</translation>
    </message>
    <message>
        <source>After %1 only another %2 may follow, or end the turn.</source>
        <translation>Después de %1 solo puede seguir otro %2, o termina el turno.</translation>
    </message>
    <message>
        <source>It must match %1 by suit (%2) or rank.</source>
        <translation>Debe coincidir con %1 en palo (%2) o valor.</translation>
    </message>
    <message>
        <source>It must match %1 by suit (%2) or rank, or end the turn.</source>
        <translation>Debe coincidir con %1 en palo (%2) o valor, o termina el turno.</translation>
    </message>
    <message numerus="yes">
        <source>It must match %1 by suit (%2) or rank, or end the turn (that costs %n card(s)).</source>
        <translation>
            <numerusform>Debe coincidir con %1 en palo (%2) o valor, o termina el turno (cuesta %n carta).</numerusform>
            <numerusform>Debe coincidir con %1 en palo (%2) o valor, o termina el turno (cuesta %n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Suit named</source>
        <translation>Palo elegido</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Owes</source>
        <translation>Debe</translation>
    </message>
    <message>
        <source>End turn (pick up %1)</source>
        <translation>Terminar turno (robar %1)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation>Robar %1</translation>
    </message>
    <message>
        <source>Play %1 and name %2</source>
        <translation>Jugar %1 y elegir %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Trump card</source>
        <translation>Carta de triunfo</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Bazas ganadas</translation>
    </message>
    <message>
        <source>Revoke: did not follow %1.</source>
        <translation>Renuncio: no siguió %1.</translation>
    </message>
    <message>
        <source>Bid exactly how many tricks you will take, round after round with a changing number of cards. Exact bids score; misses do not.</source>
        <translation>Apuesta exactamente cuántas bazas ganarás, ronda tras ronda con un número de cartas que cambia. Solo puntúan las apuestas exactas.</translation>
    </message>
    <message>
        <source>Jabberwocky</source>
        <translation>Jabberwocky</translation>
    </message>
    <message>
        <source>Trump card turned by</source>
        <translation>Carta de triunfo volteada por</translation>
    </message>
    <message>
        <source>Who turns up the trump card after the deal.</source>
        <translation>Quién voltea la carta de triunfo tras el reparto.</translation>
    </message>
    <message>
        <source>Revokes allowed</source>
        <translation>Renuncios permitidos</translation>
    </message>
    <message>
        <source>Players may fail to follow suit on purpose; each revoke costs 3 points at once.</source>
        <translation>Los jugadores pueden no seguir el palo a propósito; cada renuncio cuesta 3 puntos al momento.</translation>
    </message>
    <message>
        <source>Bidding is over for this round.</source>
        <translation>Las apuestas de esta ronda han terminado.</translation>
    </message>
    <message>
        <source>A bid must be between 0 and %1.</source>
        <translation>Una apuesta debe estar entre 0 y %1.</translation>
    </message>
    <message>
        <source>The dealer may not bid %1: the bids would add up to the number of tricks.</source>
        <translation>El repartidor no puede apostar %1: las apuestas sumarían el número de bazas.</translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation>Esa apuesta no está permitida.</translation>
    </message>
    <message>
        <source>Bid first: play starts when everyone has bid.</source>
        <translation>Apuesta primero: el juego empieza cuando todos han apostado.</translation>
    </message>
    <message>
        <source>Trumps are not broken yet: lead another suit (%1 are trumps).</source>
        <translation>El triunfo aún no se ha roto: sal con otro palo (%1 es triunfo).</translation>
    </message>
    <message>
        <source>You must follow suit: %1 were led.</source>
        <translation>Debes seguir el palo: se salió con %1.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Cards each</source>
        <translation>Cartas por jugador</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Trump broken</source>
        <translation>Triunfo roto</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Sale</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Apostar %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>The discard pile is turned over as the new stock.</source>
        <translation>El descarte se da la vuelta como nuevo mazo.</translation>
    </message>
    <message>
        <source>The hand is blocked and scores nothing.</source>
        <translation>La mano está bloqueada y no puntúa.</translation>
    </message>
    <message>
        <source>Rummy! %1 doubles the points.</source>
        <translation>¡Rummy! %1 dobla los puntos.</translation>
    </message>
    <message>
        <source>Rummy on a five-suit deck where each suit beats two others: lay sets, runs and strong runs, and go out first to score the cards left in hands.</source>
        <translation>Rummy con una baraja de cinco palos donde cada palo gana a otros dos: baja tríos, escaleras y escaleras fuertes, y sal el primero para puntuar las cartas que quedan en las manos.</translation>
    </message>
    <message>
        <source>Janken Rummy</source>
        <translation>Rummy Janken</translation>
    </message>
    <message>
        <source>Wild Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Adds one Joker per suit. A Joker keeps its suit and stands for any rank; it may repeat a card of a set; every meld needs one card that is not a Joker. 15 points in hand.</source>
        <translation>Añade un comodín por palo. Un comodín conserva su palo y vale cualquier valor; puede repetir una carta de un trío; cada combinación necesita una carta que no sea comodín. 15 puntos en la mano.</translation>
    </message>
    <message>
        <source>Changing melds</source>
        <translation>Combinaciones cambiantes</translation>
    </message>
    <message>
        <source>A card may move from a table meld to another meld or into a new meld with hand cards, if the meld it leaves keeps at least 3 cards (4 for a strong run).</source>
        <translation>Una carta puede pasar de una combinación de la mesa a otra o a una nueva con cartas de la mano, si la combinación que deja conserva al menos 3 cartas (4 en una escalera fuerte).</translation>
    </message>
    <message>
        <source>Keep the card taken</source>
        <translation>Conservar la carta tomada</translation>
    </message>
    <message>
        <source>The card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>La carta tomada del descarte no se puede descartar en el mismo turno.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntuación objetivo</translation>
    </message>
    <message>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>La partida termina tras la mano en la que alguien alcanza esta puntuación.</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s deck.</source>
        <translation>Esa carta no pertenece a la baraja de este juego.</translation>
    </message>
    <message>
        <source>Draw first: take the top card of the stock or of the discard pile.</source>
        <translation>Roba primero: toma la carta superior del mazo o del descarte.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Ya has robado en este turno.</translation>
    </message>
    <message>
        <source>The stock is empty and there is no discard pile to turn over.</source>
        <translation>El mazo está vacío y no hay descarte que dar la vuelta.</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock.</source>
        <translation>El descarte está vacío: roba del mazo.</translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be drawn.</source>
        <translation>Solo se puede tomar la carta superior del descarte.</translation>
    </message>
    <message>
        <source>Moving table cards needs the Changing melds variant.</source>
        <translation>Mover cartas de la mesa requiere la variante «Combinaciones cambiantes».</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>No tienes %1.</translation>
    </message>
    <message>
        <source>Discard exactly one card.</source>
        <translation>Descarta exactamente una carta.</translation>
    </message>
    <message>
        <source>Say which rank %1 stands for.</source>
        <translation>Di qué valor representa %1.</translation>
    </message>
    <message>
        <source>That would leave only the card taken from the discard pile, which may not be discarded this turn.</source>
        <translation>Solo quedaría la carta tomada del descarte, que no se puede descartar en este turno.</translation>
    </message>
    <message>
        <source>A Joker may not take the place of a natural card you hold: lay the natural card.</source>
        <translation>Un comodín no puede ocupar el lugar de una carta natural que tienes: baja la carta natural.</translation>
    </message>
    <message>
        <source>There is no meld %1 on the table.</source>
        <translation>No hay ninguna combinación %1 en la mesa.</translation>
    </message>
    <message>
        <source>%1 does not fit at an end of meld %2.</source>
        <translation>%1 no encaja en ningún extremo de la combinación %2.</translation>
    </message>
    <message>
        <source>Lay off one card at a time.</source>
        <translation>Añade una carta cada vez.</translation>
    </message>
    <message>
        <source>That card is not in meld %1.</source>
        <translation>Esa carta no está en la combinación %1.</translation>
    </message>
    <message>
        <source>A card moves at most once per turn.</source>
        <translation>Una carta se mueve como mucho una vez por turno.</translation>
    </message>
    <message>
        <source>Meld %1 must keep at least 3 cards (4 for a strong run), stay in sequence and keep a natural card.</source>
        <translation>La combinación %1 debe conservar al menos 3 cartas (4 en una escalera fuerte), seguir en secuencia y conservar una carta natural.</translation>
    </message>
    <message>
        <source>A new meld takes the moved card and the fewest hand cards (2, or 3 for a strong run) that make it valid; lay further cards off afterwards.</source>
        <translation>Una combinación nueva toma la carta movida y las menos cartas de la mano (2, o 3 en una escalera fuerte) que la hagan válida; añade las demás después.</translation>
    </message>
    <message>
        <source>That card cannot leave its meld now.</source>
        <translation>Esa carta no puede dejar su combinación ahora.</translation>
    </message>
    <message>
        <source>Cards on the table stay in their melds.</source>
        <translation>Las cartas de la mesa se quedan en sus combinaciones.</translation>
    </message>
    <message>
        <source>set</source>
        <translation>trío</translation>
    </message>
    <message>
        <source>run</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>strong run</source>
        <translation>escalera fuerte</translation>
    </message>
    <message>
        <source>Playing to</source>
        <translation>Se juega a</translation>
    </message>
    <message>
        <source>Stock turned over</source>
        <translation>Mazo vuelto</translation>
    </message>
    <message>
        <source>Taken from the pile</source>
        <translation>Tomada de la pila</translation>
    </message>
    <message>
        <source>Last hand won by</source>
        <translation>Última mano ganada por</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Última mano</translation>
    </message>
    <message>
        <source>has melded</source>
        <translation>ha bajado</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>Bajar %1</translation>
    </message>
    <message>
        <source>Lay %1 off on meld %2</source>
        <translation>Añadir %1 a la combinación %2</translation>
    </message>
    <message>
        <source>Move %1 from meld %2 to meld %3</source>
        <translation>Mover %1 de la combinación %2 a la combinación %3</translation>
    </message>
    <message>
        <source>Move %1 from meld %2 into a new meld with %3</source>
        <translation>Mover %1 de la combinación %2 a una nueva combinación con %3</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <source>Unknown move</source>
        <translation>Jugada desconocida</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Consecutive ranks need one suit (a run) or each suit beating the one before it (a strong run).</source>
        <translation>Los valores consecutivos necesitan un solo palo (una escalera) o que cada palo gane al anterior (una escalera fuerte).</translation>
    </message>
    <message>
        <source>A strong run needs at least 4 cards.</source>
        <translation>Una escalera fuerte necesita al menos 4 cartas.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Una combinación necesita al menos 3 cartas.</translation>
    </message>
    <message>
        <source>Too many cards for one meld.</source>
        <translation>Demasiadas cartas para una combinación.</translation>
    </message>
    <message>
        <source>A meld needs at least one card that is not a Joker.</source>
        <translation>Una combinación necesita al menos una carta que no sea comodín.</translation>
    </message>
    <message>
        <source>An Ace is low (A-2-3) or high (Q-K-A), never both (no K-A-2).</source>
        <translation>Un As es bajo (A-2-3) o alto (Q-K-A), nunca ambas cosas (no hay K-A-2).</translation>
    </message>
    <message>
        <source>The cards are neither all of one rank nor of consecutive ranks.</source>
        <translation>Las cartas no son ni todas del mismo valor ni de valores consecutivos.</translation>
    </message>
    <message>
        <source>First lay-down</source>
        <translation>Primera bajada</translation>
    </message>
    <message>
        <source>Second lay-down</source>
        <translation>Segunda bajada</translation>
    </message>
    <message>
        <source>Kept markers</source>
        <translation>Marcadores guardados</translation>
    </message>
    <message>
        <source>Dibs</source>
        <translation>Reclamo</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Dos barajas</translation>
    </message>
    <message>
        <source>A race to complete two goals, each a marker and four number cards, by drawing and discarding; dibs, trades and Jokers shake things up.</source>
        <translation>Una carrera por completar dos objetivos, cada uno con un marcador y cuatro cartas numéricas, robando y descartando; los reclamos, los cambios y los comodines lo animan.</translation>
    </message>
    <message>
        <source>Jump Start</source>
        <translation>Jump Start</translation>
    </message>
    <message>
        <source>Game mode</source>
        <translation>Modo de juego</translation>
    </message>
    <message>
        <source>Short: the first player to complete both goals wins. Long: play on until one player is left and rank everyone. Two-player games are always short.</source>
        <translation>Corta: gana el primero en completar los dos objetivos. Larga: se sigue hasta que queda un jugador y se da puesto a todos. Las partidas de dos son siempre cortas.</translation>
    </message>
    <message>
        <source>Calling dibs</source>
        <translation>Reclamar</translation>
    </message>
    <message>
        <source>When the active player leaves the top discard, the others may claim it; the nearest claimant in turn order gets it and must draw it on their next turn.</source>
        <translation>Cuando el jugador activo deja la carta superior del descarte, los demás pueden reclamarla; el más cercano en el orden de turno la obtiene y debe robarla en su próximo turno.</translation>
    </message>
    <message>
        <source>Marker trading</source>
        <translation>Cambio de marcadores</translation>
    </message>
    <message>
        <source>Instead of drawing, offer another player a marker for a number card of a named suit, or a number card for a marker (one offer per turn).</source>
        <translation>En lugar de robar, ofrecer a otro jugador un marcador a cambio de una carta numérica de un palo dado, o una numérica a cambio de un marcador (una oferta por turno).</translation>
    </message>
    <message>
        <source>Shuffle two decks with four Jokers together; needed for 6 to 10 players.</source>
        <translation>Barajar juntas dos barajas con cuatro comodines; necesario para 6 a 10 jugadores.</translation>
    </message>
    <message>
        <source>Jump Start with %1 players needs two decks: turn on &quot;%2&quot;.</source>
        <translation>Jump Start con %1 jugadores necesita dos barajas: activa «%2».</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1 no está en tu mano.</translation>
    </message>
    <message>
        <source>%1 first decides whether to call dibs on %2: claim or decline.</source>
        <translation>%1 decide primero si reclama %2: reclamar o rechazar.</translation>
    </message>
    <message>
        <source>%1 first answers the trade offer: accept with a card or decline.</source>
        <translation>%1 responde primero a la oferta de cambio: aceptar con una carta o rechazar.</translation>
    </message>
    <message>
        <source>The offer asks for a marker (J, Q or K).</source>
        <translation>La oferta pide un marcador (J, Q o K).</translation>
    </message>
    <message>
        <source>The offer asks for a number card of %1.</source>
        <translation>La oferta pide una carta numérica de %1.</translation>
    </message>
    <message>
        <source>Nobody can call dibs now.</source>
        <translation>Nadie puede reclamar ahora.</translation>
    </message>
    <message>
        <source>There is no trade offer to answer.</source>
        <translation>No hay ninguna oferta de cambio que responder.</translation>
    </message>
    <message>
        <source>Your dibs card %1 is waiting: drawing it is the only thing you may do.</source>
        <translation>Tu carta reclamada %1 te espera: robarla es lo único que puedes hacer.</translation>
    </message>
    <message>
        <source>The Joker you played is on top of the discard pile: draw from the stock.</source>
        <translation>El comodín que jugaste está encima del descarte: roba del mazo.</translation>
    </message>
    <message>
        <source>You can still draw from the stock.</source>
        <translation>Aún puedes robar del mazo.</translation>
    </message>
    <message>
        <source>After playing a Joker you draw again from the stock (or concede).</source>
        <translation>Después de jugar un comodín robas otra vez del mazo (o abandonas).</translation>
    </message>
    <message>
        <source>The stock is empty and the discard pile cannot refill it.</source>
        <translation>El mazo está vacío y el descarte no puede rellenarlo.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>El descarte está vacío.</translation>
    </message>
    <message>
        <source>You have no dibs card waiting.</source>
        <translation>No te espera ninguna carta reclamada.</translation>
    </message>
    <message>
        <source>You can still draw a card.</source>
        <translation>Aún puedes robar una carta.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Roba primero una carta.</translation>
    </message>
    <message>
        <source>Exchanges are allowed only after laying down the first goal.</source>
        <translation>Los intercambios solo se permiten tras la primera bajada.</translation>
    </message>
    <message>
        <source>The first card must be a number card of your layout.</source>
        <translation>La primera carta debe ser una carta numérica de tu bajada.</translation>
    </message>
    <message>
        <source>The second card must be in your hand.</source>
        <translation>La segunda carta debe estar en tu mano.</translation>
    </message>
    <message>
        <source>Only number cards (A to 10) can be exchanged.</source>
        <translation>Solo se pueden intercambiar cartas numéricas (A a 10).</translation>
    </message>
    <message>
        <source>An exchange swaps two cards of the same suit.</source>
        <translation>Un intercambio cambia dos cartas del mismo palo.</translation>
    </message>
    <message>
        <source>Exchanging a card for an equal one changes nothing.</source>
        <translation>Cambiar una carta por otra igual no cambia nada.</translation>
    </message>
    <message>
        <source>Marker trading is not part of this game.</source>
        <translation>El cambio de marcadores no forma parte de esta partida.</translation>
    </message>
    <message>
        <source>Only one trade offer is allowed per turn.</source>
        <translation>Solo se permite una oferta de cambio por turno.</translation>
    </message>
    <message>
        <source>Offer a trade to another player.</source>
        <translation>Ofrece un cambio a otro jugador.</translation>
    </message>
    <message>
        <source>%1 is no longer playing.</source>
        <translation>%1 ya no juega.</translation>
    </message>
    <message>
        <source>A Joker cannot be traded.</source>
        <translation>Un comodín no se puede cambiar.</translation>
    </message>
    <message>
        <source>A marker is traded for a number card of a named suit.</source>
        <translation>Un marcador se cambia por una carta numérica de un palo dado.</translation>
    </message>
    <message>
        <source>A number card is traded for a marker.</source>
        <translation>Una carta numérica se cambia por un marcador.</translation>
    </message>
    <message>
        <source>Your hand meets the goal: you must lay it down.</source>
        <translation>Tu mano cumple el objetivo: debes bajarla.</translation>
    </message>
    <message>
        <source>You have already taken a card this turn: discard one.</source>
        <translation>Ya has tomado una carta en este turno: descarta una.</translation>
    </message>
    <message>
        <source>The first goal needs one marker and a number card of each suit.</source>
        <translation>El primer objetivo necesita un marcador y una carta numérica de cada palo.</translation>
    </message>
    <message>
        <source>The second goal needs one marker and four number cards that extend your laid-down cards into runs of their suits.</source>
        <translation>El segundo objetivo necesita un marcador y cuatro cartas numéricas que prolonguen tus cartas bajadas en escaleras de su palo.</translation>
    </message>
    <message>
        <source>A Joker is never discarded: play it as a Joker.</source>
        <translation>Un comodín nunca se descarta: juégalo como comodín.</translation>
    </message>
    <message>
        <source>You have no Joker.</source>
        <translation>No tienes comodín.</translation>
    </message>
    <message>
        <source>That is not a move of Jump Start.</source>
        <translation>Esa no es una jugada de Jump Start.</translation>
    </message>
    <message>
        <source>%1 calls dibs on %2.</source>
        <translation>%1 reclama %2.</translation>
    </message>
    <message>
        <source>%1 declines the trade.</source>
        <translation>%1 rechaza el cambio.</translation>
    </message>
    <message>
        <source>%1 passes: nothing can be drawn.</source>
        <translation>%1 pasa: no se puede robar nada.</translation>
    </message>
    <message>
        <source>%1 plays a Joker: the turn order will reverse.</source>
        <translation>%1 juega un comodín: el orden de turno se invertirá.</translation>
    </message>
    <message>
        <source>%1 completes the first goal.</source>
        <translation>%1 completa el primer objetivo.</translation>
    </message>
    <message>
        <source>%1 completes the second goal and goes out.</source>
        <translation>%1 completa el segundo objetivo y sale.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 abandona.</translation>
    </message>
    <message>
        <source>%1 offers %2 a number card of %3 for a marker.</source>
        <translation>%1 ofrece a %2 una carta numérica de %3 a cambio de un marcador.</translation>
    </message>
    <message>
        <source>%1 offers %2 a marker for a number card of %3.</source>
        <translation>%1 ofrece a %2 un marcador a cambio de una carta numérica de %3.</translation>
    </message>
    <message>
        <source>%1 accepts the trade.</source>
        <translation>%1 acepta el cambio.</translation>
    </message>
    <message>
        <source>The turn order reverses.</source>
        <translation>El orden de turno se invierte.</translation>
    </message>
    <message>
        <source>Dibs offered to</source>
        <translation>Reclamo ofrecido a</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>first goal</source>
        <translation>primer objetivo</translation>
    </message>
    <message>
        <source>second goal</source>
        <translation>segundo objetivo</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>abandonó</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1.er puesto</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2.º puesto</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3.er puesto</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4.º puesto</translation>
    </message>
    <message>
        <source>5th place</source>
        <translation>5.º puesto</translation>
    </message>
    <message>
        <source>6th place</source>
        <translation>6.º puesto</translation>
    </message>
    <message>
        <source>7th place</source>
        <translation>7.º puesto</translation>
    </message>
    <message>
        <source>8th place</source>
        <translation>8.º puesto</translation>
    </message>
    <message>
        <source>9th place</source>
        <translation>9.º puesto</translation>
    </message>
    <message>
        <source>10th place</source>
        <translation>10.º puesto</translation>
    </message>
    <message>
        <source>Take your dibs card</source>
        <translation>Tomar tu carta reclamada</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Take %1 back, lay %2 in its place</source>
        <translation>Recuperar %1, poner %2 en su lugar</translation>
    </message>
    <message>
        <source>Play the Joker</source>
        <translation>Jugar el comodín</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Call dibs</source>
        <translation>Reclamar</translation>
    </message>
    <message>
        <source>Decline the trade</source>
        <translation>Rechazar el cambio</translation>
    </message>
    <message>
        <source>No dibs</source>
        <translation>No reclamar</translation>
    </message>
    <message>
        <source>Offer %1 to %2 for a marker</source>
        <translation>Ofrecer %1 a %2 a cambio de un marcador</translation>
    </message>
    <message>
        <source>Offer %1 to %2 for a number card of %3</source>
        <translation>Ofrecer %1 a %2 a cambio de una carta numérica de %3</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>Dar %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>Dummy card</source>
        <translation>Carta del muerto</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Apartada</translation>
    </message>
    <message>
        <source>Cards collected</source>
        <translation>Cartas recogidas</translation>
    </message>
    <message>
        <source>A two-player trick game with 24 cards where the Jacks of the trump colour rank highest. Take more cards than your opponent each round.</source>
        <translation>Un juego de bazas para dos con 24 cartas donde las jotas del color de triunfo son las más altas. Gana más cartas que tu rival en cada ronda.</translation>
    </message>
    <message>
        <source>MadJack</source>
        <translation>MadJack</translation>
    </message>
    <message>
        <source>The game ends when a player reaches this many points.</source>
        <translation>La partida termina cuando un jugador alcanza esta cantidad de puntos.</translation>
    </message>
    <message>
        <source>That is not a move of this game: play a card.</source>
        <translation>Esa no es una jugada de este juego: juega una carta.</translation>
    </message>
    <message>
        <source>You must play a trump: %1 are trumps in this trick, and the Jack of %2 counts as one.</source>
        <translation>Debes jugar triunfo: %1 es triunfo en esta baza, y la Jota de %2 cuenta como triunfo.</translation>
    </message>
    <message>
        <source>You hold no trump, so you must follow the suit led (%1).</source>
        <translation>No tienes triunfo, así que debes seguir el palo de salida (%1).</translation>
    </message>
    <message>
        <source>Dummy cards left</source>
        <translation>Cartas del muerto restantes</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Cartas ganadas</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>El repartidor</translation>
    </message>
    <message>
        <source>The player left of the dealer</source>
        <translation>El jugador a la izquierda del repartidor</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Larga</translation>
    </message>
    <message>
        <source>Play keeps coming back to this position; this move leads to one not seen before.</source>
        <translation>La partida vuelve una y otra vez a esta posición; esta jugada lleva a una que aún no se ha dado.</translation>
    </message>
    <message>
        <source>There was no time to compare it with other moves.</source>
        <translation>No hubo tiempo de compararla con otras jugadas.</translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did far better than any other move.</source>
        <translation>
            <numerusform>Probada en %n reparto posible de las cartas que no ves, salió mucho mejor que cualquier otra jugada.</numerusform>
            <numerusform>Probada en %n repartos posibles de las cartas que no ves, salió mucho mejor que cualquier otra jugada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did clearly better than any other move.</source>
        <translation>
            <numerusform>Probada en %n reparto posible de las cartas que no ves, salió claramente mejor que cualquier otra jugada.</numerusform>
            <numerusform>Probada en %n repartos posibles de las cartas que no ves, salió claramente mejor que cualquier otra jugada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did best, though another move did almost as well.</source>
        <translation>
            <numerusform>Probada en %n reparto posible de las cartas que no ves, fue la mejor, aunque otra jugada salió casi igual de bien.</numerusform>
            <numerusform>Probada en %n repartos posibles de las cartas que no ves, fue la mejor, aunque otra jugada salió casi igual de bien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n card(s).</source>
        <translation>
            <numerusform>Ganó %n carta.</numerusform>
            <numerusform>Ganó %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>A moved Joker keeps its rank: %1 stands for %2.</source>
        <translation>Un comodín movido conserva su rango: %1 vale %2.</translation>
    </message>
    <message>
        <source>Call dibs on %1? It waits for you, and you take it at the start of your next turn.</source>
        <translation>¿Reclamar %1? Te espera, y la tomas al comienzo de tu próximo turno.</translation>
    </message>
    <message>
        <source>%1 offers you a number card of %2 for a marker.</source>
        <translation>%1 te ofrece una carta numérica de %2 a cambio de un marcador.</translation>
    </message>
    <message>
        <source>%1 offers you a marker for a number card of %2.</source>
        <translation>%1 te ofrece un marcador a cambio de una carta numérica de %2.</translation>
    </message>
    <message>
        <source>No move uses exactly the selected cards.</source>
        <translation>Ninguna jugada usa exactamente las cartas seleccionadas.</translation>
    </message>
    <message>
        <source>These cards make no meld, whatever the Joker stands for.</source>
        <translation>Estas cartas no forman combinación, valga lo que valga el Comodín.</translation>
    </message>
    <message>
        <source>These cards are not a meld: %1</source>
        <translation>Estas cartas no son una combinación: %1</translation>
    </message>
    <message>
        <source>An exchange takes two cards: a number card of your layout and one of your hand.</source>
        <translation>Un intercambio usa dos cartas: una carta numérica de tu mesa y una de tu mano.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En la mano</translation>
    </message>
</context>
<context>
    <name>felt::app::GameCatalog</name>
    <message>
        <source>Unknown game.</source>
        <translation>Juego desconocido.</translation>
    </message>
</context>
<context>
    <name>felt::app::GameSession</name>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Espera tu turno, por favor.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play on.</source>
        <translation>Esto es una repetición: sal de ella para seguir jugando.</translation>
    </message>
    <message>
        <source>The round is over: continue when you are ready.</source>
        <translation>La ronda ha terminado: continúa cuando estés listo.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>No game is under way.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>A lesson cannot be undone: follow the bubbles.</source>
        <translation>Una lección no se deshace: sigue los bocadillos.</translation>
    </message>
    <message>
        <source>In a lesson the bubble is your hint: it says what to do next.</source>
        <translation>En una lección, el bocadillo es tu pista: dice qué hacer a continuación.</translation>
    </message>
</context>
<context>
    <name>felt::app::LessonPlayer</name>
    <message>
        <source>No table to play the lesson at.</source>
        <translation>No hay mesa para jugar la lección.</translation>
    </message>
    <message>
        <source>There is no lesson for this game.</source>
        <translation>No hay lección para este juego.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game or read the rules.</source>
        <translation>La lección ha terminado: juega una partida de verdad o lee las reglas.</translation>
    </message>
    <message>
        <source>Read the bubble first, then press Continue.</source>
        <translation>Lee primero el bocadillo y luego pulsa Continuar.</translation>
    </message>
    <message>
        <source>That is a good move too, but this lesson asks for another.</source>
        <translation>Esa también es una buena jugada, pero esta lección pide otra.</translation>
    </message>
    <message>
        <source>No lesson is being played.</source>
        <translation>No hay ninguna lección en curso.</translation>
    </message>
</context>
<context>
    <name>felt::app::MainWindow</name>
    <message>
        <source>Autosave</source>
        <translation>Guardado automático</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <source>Nothing is kept with --no-settings or --autoplay, so there is no game to continue.</source>
        <translation>Con --no-settings o --autoplay no se guarda nada, así que no hay partida que continuar.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Play a deal code</source>
        <translation>Jugar un código de reparto</translation>
    </message>
    <message>
        <source>Deal code (as shown after a game):</source>
        <translation>Código de reparto (como se muestra tras una partida):</translation>
    </message>
    <message>
        <source>This code cannot be played: %1.</source>
        <translation>Este código no se puede jugar: %1.</translation>
    </message>
    <message>
        <source>Start this deal? The game in progress will be lost.</source>
        <translation>¿Empezar este reparto? Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Deal this game again from the start? The moves made so far will be lost.</source>
        <translation>¿Repartir esta partida desde el principio? Se perderán las jugadas hechas.</translation>
    </message>
    <message>
        <source>Play a deal &amp;code…</source>
        <translation>Jugar un código de &amp;reparto…</translation>
    </message>
    <message>
        <source>Re&amp;play and review</source>
        <translation>Re&amp;petir y revisar</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>&amp;Quit (the game is kept for next time)</source>
        <translation>&amp;Salir (la partida se guarda para la próxima vez)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>&amp;Round summaries</source>
        <translation>&amp;Resúmenes de ronda</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>Palos de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Large print (bigger cards and text)</source>
        <translation>&amp;Letra grande (cartas y texto más grandes)</translation>
    </message>
    <message>
        <source>Card &amp;gallery</source>
        <translation>&amp;Galería de cartas</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>&amp;About Felt</source>
        <translation>&amp;Acerca de Felt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The language menu&apos;s first entry: follow the computer&apos;s language.</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Felt will follow the system&apos;s language from its next start.</source>
        <translation>Felt seguirá el idioma del sistema desde el próximo inicio.</translation>
    </message>
    <message>
        <source>Felt will speak %1 from its next start.</source>
        <translation>Felt hablará %1 desde el próximo inicio.</translation>
    </message>
    <message>
        <source># %1

The rules of %1 are not written up in Felt yet. The table still knows them: playable cards are highlighted, and clicking any other card tells you why it cannot be played.</source>
        <translation># %1

Las reglas de %1 aún no están escritas en Felt. La mesa las conoce igualmente: las cartas jugables se resaltan, y al hacer clic en otra carta te dice por qué no se puede jugar.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>este juego</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>About Felt</source>
        <translation>Acerca de Felt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Felt %1&lt;/h3&gt;&lt;p&gt;A card table for house-rule card games.&lt;/p&gt;&lt;p&gt;Games: %2.&lt;/p&gt;&lt;p&gt;Written by the Felt developers. Card art and the icon are our own drawings. Built with Qt %3 (LGPL-3.0) and nlohmann/json (MIT).&lt;/p&gt;&lt;p&gt;Felt is free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Felt %1&lt;/h3&gt;&lt;p&gt;Una mesa para juegos de cartas con reglas de la casa.&lt;/p&gt;&lt;p&gt;Juegos: %2.&lt;/p&gt;&lt;p&gt;Escrito por los desarrolladores de Felt. Las cartas y el icono son dibujos nuestros. Hecho con Qt %3 (LGPL-3.0) y nlohmann/json (MIT).&lt;/p&gt;&lt;p&gt;Felt es software libre bajo la Licencia Pública General de GNU, versión 3 o cualquier versión posterior (GPL-3.0-or-later). No tiene ninguna garantía.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <source>Felt records (*.felt)</source>
        <translation>Registros de Felt (*.felt)</translation>
    </message>
    <message>
        <source>Felt records (*.felt *.json)</source>
        <translation>Registros de Felt (*.felt *.json)</translation>
    </message>
    <message>
        <source>Open another game? The game in progress will be lost.</source>
        <translation>¿Abrir otra partida? Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Quit Felt</source>
        <translation>Salir de Felt</translation>
    </message>
    <message>
        <source>Quit Felt? The game in progress will be lost.</source>
        <translation>¿Salir de Felt? Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Felt: the settings could not be saved in %1.</source>
        <translation>Felt: no se pudieron guardar los ajustes en %1.</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Dorso de las cartas</translation>
    </message>
    <message>
        <source>F&amp;elt</source>
        <translation>&amp;Tapete</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Host &amp;a table…</source>
        <translation>&amp;Abrir una mesa…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirte a una mesa…</translation>
    </message>
    <message>
        <source>%1 at a network table — Felt</source>
        <translation>%1 en una mesa en red — Felt</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invitado</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirte a una mesa</translation>
    </message>
    <message>
        <source>Create a room on a &amp;server…</source>
        <translation>Crear una sala en un &amp;servidor…</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Aprender a jugar</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Start the lesson? The game in progress will be lost.</source>
        <translation>¿Empezar la lección? Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Close your network table? The game ends for everyone at it.</source>
        <translation>¿Cerrar tu mesa en red? La partida termina para todos los que están en ella.</translation>
    </message>
    <message>
        <source>Leave the network table? After a while a bot plays your seat.</source>
        <translation>¿Dejar la mesa en red? Al cabo de un rato un bot jugará en tu lugar.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>This window keeps no statistics: Felt was started with --no-settings, which neither reads nor saves anything. Start Felt without it to see and keep your statistics.</source>
        <translation>Esta ventana no lleva estadísticas: Felt se inició con --no-settings, que no lee ni guarda nada. Inicie Felt sin esa opción para ver y llevar sus estadísticas.</translation>
    </message>
    <message>
        <source>This window keeps no statistics: Felt was started with --autoplay, where bots play every seat. Start Felt without it to see and keep your statistics.</source>
        <translation>Esta ventana no lleva estadísticas: Felt se inició con --autoplay, donde los bots juegan todos los puestos. Inicie Felt sin esa opción para ver y llevar sus estadísticas.</translation>
    </message>
</context>
<context>
    <name>felt::app::NetLobby</name>
    <message>
        <source>“%1” is not an IP address of this computer.</source>
        <translation>«%1» no es una dirección IP de este ordenador.</translation>
    </message>
    <message>
        <source>Felt cannot take players at this address: %1</source>
        <translation>Felt no puede recibir jugadores en esta dirección: %1</translation>
    </message>
    <message>
        <source>This invitation does not open the table: its room secret is not the host&apos;s. Ask the host for the invitation again.</source>
        <translation>Esta invitación no abre la mesa: su secreto de sala no es el del anfitrión. Pídele la invitación otra vez al anfitrión.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Todos los asientos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Ese asiento está ocupado.</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>El anfitrión dice: %1</translation>
    </message>
    <message>
        <source>Felt could not reach the table. Check the invitation, and that the host is still waiting for players.</source>
        <translation>Felt no ha podido llegar a la mesa. Comprueba la invitación y que el anfitrión aún espera jugadores.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>El anfitrión ha cerrado la mesa.</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: %1</source>
        <translation>No se pueden listar las mesas de esta red: %1</translation>
    </message>
    <message>
        <source>Type the server’s address with its port, as ws://host:port or wss://host:port.</source>
        <translation>Escribe la dirección del servidor con su puerto, como ws://host:puerto o wss://host:puerto.</translation>
    </message>
    <message>
        <source>Choose a game and its players in Game › New… first.</source>
        <translation>Elige primero un juego y sus jugadores en Juego › Nueva….</translation>
    </message>
    <message>
        <source>Felt could not reach the server. Check its address, and that it is running.</source>
        <translation>Felt no ha podido llegar al servidor. Comprueba su dirección y que esté en marcha.</translation>
    </message>
    <message>
        <source>The server’s answer makes no sense: %1</source>
        <translation>La respuesta del servidor no tiene sentido: %1</translation>
    </message>
    <message>
        <source>The server says: %1</source>
        <translation>El servidor dice: %1</translation>
    </message>
    <message>
        <source>Network table (%1): it cannot be read.</source>
        <translation>Mesa en red (%1): no se puede leer.</translation>
    </message>
    <message>
        <source>Network table: %1 (%2)</source>
        <translation>Mesa en red: %1 (%2)</translation>
    </message>
    <message>
        <source>Network table: %1 with %2 (%3)</source>
        <translation>Mesa en red: %1 con %2 (%3)</translation>
    </message>
    <message>
        <source>This network table is no longer kept, or another Felt is hosting it.</source>
        <translation>Esta mesa en red ya no está guardada, u otro Felt la está alojando.</translation>
    </message>
    <message>
        <source>This network table cannot be continued: %1</source>
        <translation>Esta mesa en red no se puede continuar: %1</translation>
    </message>
</context>
<context>
    <name>felt::app::NetSession</name>
    <message>
        <source>The table is closed.</source>
        <translation>La mesa está cerrada.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>This table cannot be shown: %1.</source>
        <translation>No se puede mostrar esta mesa: %1.</translation>
    </message>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Espera tu turno, por favor.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Esperando a %1…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>El anfitrión ha cerrado la mesa.</translation>
    </message>
    <message>
        <source>Undo is off at a network table: the others have seen your move.</source>
        <translation>En una mesa en red no se puede deshacer: los demás han visto tu jugada.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>The connection to the host was lost. The game so far stays on the table.</source>
        <translation>Se ha perdido la conexión con el anfitrión. La partida sigue en la mesa tal como estaba.</translation>
    </message>
    <message>
        <source>The round is over: continue when you are ready.</source>
        <translation>La ronda ha terminado: continúa cuando estés listo.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <source>The record of a network game comes from its host when the game ends: until then it would show the others&apos; cards.</source>
        <translation>El registro de una partida en red lo envía el anfitrión al terminar la partida: antes mostraría las cartas de los demás.</translation>
    </message>
    <message>
        <source>The host ended the game. Game › Save As… keeps its record.</source>
        <translation>El anfitrión terminó la partida. Con Juego › Guardar como… guardas su registro.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>El anfitrión terminó la partida.</translation>
    </message>
    <message>
        <source>The host closed Felt and keeps the game. When they continue it, join the table again with the same invitation: your seat waits for you.</source>
        <translation>El anfitrión cerró Felt y guarda la partida. Cuando la continúe, vuelve a unirte a la mesa con la misma invitación: tu asiento te espera.</translation>
    </message>
    <message>
        <source>The host freed your seat: you are no longer at this table.</source>
        <translation>El anfitrión liberó tu asiento: ya no estás en esta mesa.</translation>
    </message>
    <message>
        <source>The host has left the table.</source>
        <translation>El anfitrión ha dejado la mesa.</translation>
    </message>
    <message>
        <source>Your move did not reach the host: too many messages were sent at once. Please make it again.</source>
        <translation>Tu jugada no llegó al anfitrión: se enviaron demasiados mensajes a la vez. Hazla otra vez, por favor.</translation>
    </message>
    <message>
        <source>away · a bot plays</source>
        <translation>ausente · juega un bot</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
</context>
<context>
    <name>felt::app::Prompt</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>felt::app::TableInput</name>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Espera tu turno, por favor.</translation>
    </message>
    <message>
        <source>Not a move of this game: %1</source>
        <translation>No es una jugada de este juego: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move now.</source>
        <translation>«%1» no es una jugada ahora.</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <extracomment>A hint: %1 is the suggested move, %2 the reason (&quot;&quot; when there is none).</extracomment>
        <translation>Pista: %1. %2</translation>
    </message>
    <message>
        <source>You cannot use that card now.</source>
        <translation>No puedes usar esa carta ahora.</translation>
    </message>
    <message>
        <source>%1 cannot go there.</source>
        <extracomment>A card dragged to a place none of its moves goes; %1 is the card.</extracomment>
        <translation>%1 no puede ir ahí.</translation>
    </message>
</context>
<context>
    <name>felt::app::TableSession</name>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Te toca, %1.</translation>
    </message>
</context>
<context>
    <name>felt::app::ViewSettings</name>
    <message>
        <source>Blue lattice</source>
        <translation>Celosía azul</translation>
    </message>
    <message>
        <source>Red rosettes</source>
        <translation>Rosetas rojas</translation>
    </message>
    <message>
        <source>Green zigzag</source>
        <translation>Zigzag verde</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A colour of the table&apos;s felt.</extracomment>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A colour of the table&apos;s felt.</extracomment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <extracomment>A colour of the table&apos;s felt (a dark red).</extracomment>
        <translation>Burdeos</translation>
    </message>
</context>
<context>
    <name>host</name>
    <message>
        <source>The host ended the game.</source>
        <translation>El anfitrión terminó la partida.</translation>
    </message>
    <message>
        <source>The host closed Felt and keeps the game to continue later.</source>
        <translation>El anfitrión cerró Felt y guarda la partida para continuarla más tarde.</translation>
    </message>
    <message>
        <source>The host has closed this table.</source>
        <translation>El anfitrión cerró esta mesa.</translation>
    </message>
    <message>
        <source>The game has not started: some seats are still empty.</source>
        <translation>La partida no ha empezado: aún hay asientos libres.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>La partida ya ha empezado.</translation>
    </message>
    <message>
        <source>The host removed you from this table.</source>
        <translation>El anfitrión te sacó de esta mesa.</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>La partida no ha empezado.</translation>
    </message>
    <message>
        <source>A hint is on its way.</source>
        <translation>Una pista está en camino.</translation>
    </message>
    <message>
        <source>The table moved on before the hint was ready.</source>
        <translation>La mesa siguió antes de que la pista estuviera lista.</translation>
    </message>
</context>
<context>
    <name>keyboard</name>
    <message>
        <source>Enter or Space</source>
        <translation>Intro o Espacio</translation>
    </message>
    <message>
        <source>Use the card in focus (play it, or open its moves), or press the button in focus</source>
        <translation>Usar la carta con el foco (jugarla o abrir sus jugadas), o pulsar el botón con el foco</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a chooser, clear a selection, hide the scores</source>
        <translation>Cerrar un selector, borrar una selección, ocultar los puntos</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Restart the same deal</source>
        <translation>Reiniciar el mismo reparto</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Reglas de este juego</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Every move can be made with the keyboard. The card or button in focus has a frame; choosers open with their first move in focus, the round summary with Continue.</source>
        <translation>Cada jugada se puede hacer con el teclado. La carta o el botón con el foco tiene un marco; los selectores se abren con su primera jugada enfocada, y el resumen de ronda con Continuar.</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Teclas de flecha</translation>
    </message>
    <message>
        <source>Move between the cards you can use now, or between the buttons of a chooser or a row</source>
        <translation>Moverse entre las cartas que puedes usar ahora, o entre los botones de una elección o de una fila</translation>
    </message>
    <message>
        <source>Go on to the game&apos;s buttons (bids, draws, Play selected, its own controls), then Undo, Hint and Scores, and back to the cards</source>
        <translation>Ir a los botones del juego (apuestas, robos, Jugar la selección, sus propios controles), luego a Deshacer, Pista y Puntos, y volver a las cartas</translation>
    </message>
    <message>
        <source>Page Up / Page Down, Home / End</source>
        <translation>Re Pág / Av Pág, Inicio / Fin</translation>
    </message>
    <message>
        <source>Scroll the score sheet&apos;s rounds, or go to its first and last; in a replay, step by rounds, or go to the start and the end</source>
        <translation>Desplazar las rondas de la hoja de puntos o ir a la primera y la última; en una repetición, avanzar por rondas o ir al principio y al final</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Felt does not speak &quot;%1&quot; (it speaks %2).</source>
        <translation>Felt no habla «%1» (habla %2).</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Learn Blackjack (school rules)</source>
        <translation>Aprende Blackjack (reglas del colegio)</translation>
    </message>
    <message>
        <source>Welcome to Blackjack, the school game! Be the first to get rid of all your cards. You play first, and play goes clockwise.</source>
        <translation>¡Bienvenido al Blackjack, el juego del colegio! Gana quien se quede antes sin cartas. Empiezas tú, y se juega en sentido horario.</translation>
    </message>
    <message>
        <source>You lay cards on the pile one at a time. The first is a step 1 card: the same suit or rank as the top card. The pile is empty, so any card will do: play the 9 of hearts.</source>
        <translation>Pones las cartas de una en una en el montón. La primera es una carta de paso 1: mismo palo o mismo valor que la carta de arriba. El montón está vacío, así que vale cualquiera: juega el 9 de corazones.</translation>
    </message>
    <message>
        <source>Start with the 9 of hearts: it is the beginning of a good turn.</source>
        <translation>Empieza con el 9 de corazones: así empieza un buen turno.</translation>
    </message>
    <message>
        <source>You may go on with step 2: one or more cards of the same rank as the card just laid. Play the 9 of clubs.</source>
        <translation>Puedes seguir con el paso 2: una o más cartas del mismo valor que la que acabas de poner. Juega el 9 de tréboles.</translation>
    </message>
    <message>
        <source>Play the other 9 now, the 9 of clubs.</source>
        <translation>Juega ahora el otro 9, el 9 de tréboles.</translation>
    </message>
    <message>
        <source>After step 2 comes another step 1 card to cap the turn: it must match the top card, the 9 of clubs. Play the 4 of clubs.</source>
        <translation>Después del paso 2 viene otra carta de paso 1 que cierra el turno: debe coincidir con la carta de arriba, el 9 de tréboles. Juega el 4 de tréboles.</translation>
    </message>
    <message>
        <source>Cap the turn with the 4 of clubs: it matches the 9 of clubs by suit.</source>
        <translation>Cierra el turno con el 4 de tréboles: es del mismo palo que el 9 de tréboles.</translation>
    </message>
    <message>
        <source>Your turn is capped, so ending costs nothing. Ending with a lone pair would have cost you a card. End your turn.</source>
        <translation>Tu turno está cerrado, así que terminarlo no cuesta nada. Parar con una pareja sola te habría costado una carta. Termina tu turno.</translation>
    </message>
    <message>
        <source>Power cards! The next player laid a 2: the player after them had to pick up 2 cards. But they answered with a black Jack, worth 5 more, and passed the whole pick-up on to you: 7 cards.</source>
        <translation>¡Cartas especiales! El siguiente jugador puso un 2: el de después tenía que robar 2 cartas. Pero respondió con una jota negra, que suma 5 más, y te pasó todo a ti: 7 cartas.</translation>
    </message>
    <message>
        <source>You could pass it on with a 2 or a Jack, or take all 7. Better: an Ace cancels the pick-up. An Ace goes on any card, and you name the suit it stands for. Play the Ace of spades as hearts.</source>
        <translation>Podrías pasarlo con un 2 o una jota, o robar las 7. Mejor: un as anula el robo. Un as va sobre cualquier carta, y tú dices qué palo representa. Juega el as de picas como corazones.</translation>
    </message>
    <message>
        <source>Play your Ace of spades and name hearts: it cancels the whole pick-up.</source>
        <translation>Juega tu as de picas y elige corazones: anula todo el robo.</translation>
    </message>
    <message>
        <source>An Ace is a step 1 card, so your turn is capped. End it.</source>
        <translation>Un as es una carta de paso 1, así que tu turno está cerrado. Termínalo.</translation>
    </message>
    <message>
        <source>The others had to follow your hearts. Now three more power cards, in one turn.</source>
        <translation>Los demás tuvieron que seguir tus corazones. Ahora, tres cartas especiales más en un solo turno.</translation>
    </message>
    <message>
        <source>A 3 must be answered at once by a card that matches it. Play the 3 of hearts.</source>
        <translation>A un 3 hay que responder enseguida con una carta que coincida. Juega el 3 de corazones.</translation>
    </message>
    <message>
        <source>Play the 3 of hearts: the lesson shows you what a 3 asks for.</source>
        <translation>Juega el 3 de corazones: la lección te enseña lo que pide un 3.</translation>
    </message>
    <message>
        <source>Answer it with the Queen of hearts. A Queen must be covered by another card, and any card will do.</source>
        <translation>Responde con la reina de corazones. Una reina debe cubrirse con otra carta, y vale cualquiera.</translation>
    </message>
    <message>
        <source>Answer the 3 with the Queen of hearts.</source>
        <translation>Responde al 3 con la reina de corazones.</translation>
    </message>
    <message>
        <source>Cover the Queen with the 8 of clubs. An 8 skips the next player, and the card on a Queen caps your turn.</source>
        <translation>Cubre la reina con el 8 de tréboles. Un 8 salta al siguiente jugador, y la carta sobre una reina cierra tu turno.</translation>
    </message>
    <message>
        <source>Cover the Queen with the 8 of clubs.</source>
        <translation>Cubre la reina con el 8 de tréboles.</translation>
    </message>
    <message>
        <source>End your turn: the player on your left is skipped.</source>
        <translation>Termina tu turno: el jugador de tu izquierda queda saltado.</translation>
    </message>
    <message>
        <source>A King reverses the direction of play. Play the King of clubs.</source>
        <translation>Un rey invierte el sentido del juego. Juega el rey de tréboles.</translation>
    </message>
    <message>
        <source>Play the King of clubs to see the direction change.</source>
        <translation>Juega el rey de tréboles para ver cómo cambia el sentido.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Termina tu turno.</translation>
    </message>
    <message>
        <source>Play now runs anticlockwise: the player on your right is next. A Jack makes the next player pick up 3 if it is red, 5 if it is black, and 2s and Jacks only count as the last cards of a turn.</source>
        <translation>Ahora se juega en sentido antihorario: le toca al jugador de tu derecha. Una jota hace robar al siguiente jugador 3 cartas si es roja y 5 si es negra, y los 2 y las jotas solo cuentan como últimas cartas de un turno.</translation>
    </message>
    <message>
        <source>You win when your hand is empty at the end of a capped turn, as long as your last card is not a power card. Going out on a power card costs you a card instead.</source>
        <translation>Ganas cuando tu mano queda vacía al final de un turno cerrado, siempre que tu última carta no sea especial. Salir con una carta especial te cuesta una carta.</translation>
    </message>
    <message>
        <source>That is Blackjack, school rules. Play a real game, or read the full rules?</source>
        <translation>Eso es el Blackjack del colegio. ¿Jugar una partida de verdad o leer todas las reglas?</translation>
    </message>
    <message>
        <source>Learn Jabberwocky</source>
        <translation>Aprende Jabberwocky</translation>
    </message>
    <message>
        <source>Welcome to Jabberwocky! The aim is not to take many tricks but to say beforehand exactly how many you will take. This first round deals three cards each.</source>
        <translation>¡Bienvenido a Jabberwocky! No se trata de ganar muchas bazas, sino de decir antes exactamente cuántas ganarás. En esta primera ronda cada uno recibe tres cartas.</translation>
    </message>
    <message>
        <source>The card turned up after the deal sets trump for the whole round: spades. Any spade beats any card of another suit.</source>
        <translation>La carta que se da la vuelta tras el reparto fija el triunfo para toda la ronda: picas. Cualquier pica gana a cualquier carta de otro palo.</translation>
    </message>
    <message>
        <source>Now everyone bids how many tricks they expect to take, starting left of the dealer. The other two players bid 1 each.</source>
        <translation>Ahora cada uno apuesta cuántas bazas cree que ganará, empezando a la izquierda del que reparte. Los otros dos jugadores han apostado 1 cada uno.</translation>
    </message>
    <message>
        <source>You are the dealer and bid last. You may not bid the one number that makes all bids add up to the 3 tricks of this round: here that is 1. Your Ace and your trump may take two tricks: bid 2.</source>
        <translation>Eres quien reparte y apuestas el último. No puedes apostar el único número con el que todas las apuestas sumarían las 3 bazas de la ronda: aquí, el 1. Tu as y tu triunfo pueden ganar dos bazas: apuesta 2.</translation>
    </message>
    <message>
        <source>Bid 2 here: your Ace of hearts and your 3 of spades can each take a trick.</source>
        <translation>Apuesta 2 aquí: tu as de corazones y tu 3 de picas pueden ganar una baza cada uno.</translation>
    </message>
    <message>
        <source>Hearts were led, and you must follow suit when you can. Your Ace of hearts is the highest heart: it takes the trick.</source>
        <translation>Se ha salido a corazones, y debes seguir el palo si puedes. Tu as de corazones es el corazón más alto: gana la baza.</translation>
    </message>
    <message>
        <source>You won the trick, so you lead the next one. You may not lead a trump while trump is not broken, that is, before a trump was played to an earlier trick. Lead the King of clubs.</source>
        <translation>Ganaste la baza, así que sales tú en la siguiente. No puedes salir con triunfo mientras no esté roto, es decir, antes de que se haya jugado un triunfo en una baza anterior. Sal con el rey de tréboles.</translation>
    </message>
    <message>
        <source>A diamond was led and you have none, so you may play any card. Your 3 of spades is a trump: it takes the trick.</source>
        <translation>Se ha salido a diamantes y no tienes ninguno, así que puedes jugar cualquier carta. Tu 3 de picas es triunfo: gana la baza.</translation>
    </message>
    <message>
        <source>The first round has ended. You bid 2 and took exactly 2 tricks: 1 point. Your left-hand neighbour bid 1 and took 1: 1 point too. The third player bid 1 but took none: no point.</source>
        <translation>La primera ronda ha terminado. Apostaste 2 y ganaste exactamente 2 bazas: 1 punto. Tu vecino de la izquierda apostó 1 y ganó 1: también 1 punto. El tercer jugador apostó 1 pero no ganó ninguna: ningún punto.</translation>
    </message>
    <message>
        <source>Each round deals one card more, up to nine, then one fewer, back down to three: 13 rounds in all. The deal moves one seat to the left each round. Most points wins.</source>
        <translation>Cada ronda reparte una carta más, hasta nueve, y luego una menos, hasta volver a tres: 13 rondas en total. El reparto pasa un puesto a la izquierda cada ronda. Gana quien tenga más puntos.</translation>
    </message>
    <message>
        <source>That is Jabberwocky. Play a real game, or read the full rules?</source>
        <translation>Eso es Jabberwocky. ¿Jugar una partida de verdad o leer todas las reglas?</translation>
    </message>
    <message>
        <source>Learn Janken Rummy</source>
        <translation>Aprende Rummy Janken</translation>
    </message>
    <message>
        <source>Welcome to Janken Rummy! Lay all your cards on the table in melds before your opponent does. The deck has five suits: Rock, Paper, Scissors, Water and Lizard.</source>
        <translation>¡Bienvenido al Rummy Janken! Baja todas tus cartas a la mesa en combinaciones antes que tu rival. La baraja tiene cinco palos: Piedra, Papel, Tijeras, Agua y Lagarto.</translation>
    </message>
    <message>
        <source>Your opponent began: they drew a card, laid three Kings as a set and threw away the 6 of Paper.</source>
        <translation>Tu rival empezó: robó una carta, bajó tres reyes como trío y descartó el 6 de Papel.</translation>
    </message>
    <message>
        <source>Your turn starts with a draw: the top card of the stock or of the discard pile. That 6 of Paper is just what you need: take it.</source>
        <translation>Tu turno empieza robando: la carta de arriba del mazo o del descarte. Ese 6 de Papel es justo lo que necesitas: tómalo.</translation>
    </message>
    <message>
        <source>Take the 6 of Paper from the discard pile: it completes a run in your hand.</source>
        <translation>Toma el 6 de Papel del descarte: completa una escalera en tu mano.</translation>
    </message>
    <message>
        <source>Start with the set: lay down the three 7s.</source>
        <translation>Empieza por el trío: baja los tres 7.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. Lay down 4, 5, 6 of Paper.</source>
        <translation>Una escalera son tres o más cartas seguidas del mismo palo. Baja 4, 5, 6 de Papel.</translation>
    </message>
    <message>
        <source>Now the run: lay down 4, 5 and 6 of Paper.</source>
        <translation>Ahora la escalera: baja 4, 5 y 6 de Papel.</translation>
    </message>
    <message>
        <source>A strong run is four or more cards in sequence of any suits, where each card&apos;s suit beats the one below it: Scissors beats Paper, Rock beats Scissors, Water beats Rock. Lay down 9, 10, Jack, Queen.</source>
        <translation>Una escalera fuerte son cuatro o más cartas seguidas de cualquier palo, en la que el palo de cada carta gana al de la carta de debajo: Tijeras gana a Papel, Piedra gana a Tijeras, Agua gana a Piedra. Baja 9, 10, jota, reina.</translation>
    </message>
    <message>
        <source>Lay down the strong run 9 of Paper, 10 of Scissors, Jack of Rock, Queen of Water.</source>
        <translation>Baja la escalera fuerte: 9 de Papel, 10 de Tijeras, jota de Piedra, reina de Agua.</translation>
    </message>
    <message>
        <source>You may also lay off single cards on any meld on the table, your opponent&apos;s too. Put your King of Rock on their three Kings.</source>
        <translation>También puedes añadir cartas sueltas a cualquier combinación de la mesa, también a las de tu rival. Añade tu rey de Piedra a sus tres reyes.</translation>
    </message>
    <message>
        <source>Lay your King of Rock off on your opponent&apos;s Kings.</source>
        <translation>Añade tu rey de Piedra a los reyes de tu rival.</translation>
    </message>
    <message>
        <source>And it was Rummy: you went out in one turn without having put a card on the table before, so your points count double.</source>
        <translation>Y fue Rummy: saliste en un solo turno sin haber puesto antes ninguna carta en la mesa, así que tus puntos cuentan doble.</translation>
    </message>
    <message>
        <source>Hands go on, the deal moving left each time, until someone reaches 500 points.</source>
        <translation>Las manos siguen, y el reparto pasa a la izquierda cada vez, hasta que alguien llega a 500 puntos.</translation>
    </message>
    <message>
        <source>That is Janken Rummy. Play a real game, or read the full rules?</source>
        <translation>Eso es el Rummy Janken. ¿Jugar una partida de verdad o leer todas las reglas?</translation>
    </message>
    <message>
        <source>Learn Jump Start</source>
        <translation>Aprende Jump Start</translation>
    </message>
    <message>
        <source>Welcome to Jump Start! Race to complete two goals, each made of one marker and four number cards. Markers are the Jacks, Queens and Kings; number cards go from Ace to 10.</source>
        <translation>¡Bienvenido a Jump Start! Una carrera por completar dos objetivos, cada uno con un marcador y cuatro cartas numéricas. Los marcadores son las jotas, reinas y reyes; las cartas numéricas van del as al 10.</translation>
    </message>
    <message>
        <source>Your first goal: one marker and four number cards of four different suits, a club, a diamond, a heart and a spade.</source>
        <translation>Tu primer objetivo: un marcador y cuatro cartas numéricas de cuatro palos distintos, un trébol, un diamante, un corazón y una pica.</translation>
    </message>
    <message>
        <source>Each turn starts by taking a card: the top card of the stock or of the discard pile. You hold a marker, a club, a diamond and a heart. The 8 of spades on the discard pile completes your goal: take it.</source>
        <translation>Cada turno empieza tomando una carta: la de arriba del mazo o del descarte. Tienes un marcador, un trébol, un diamante y un corazón. El 8 de picas del descarte completa tu objetivo: tómalo.</translation>
    </message>
    <message>
        <source>Take the 8 of spades from the discard pile: it is the spade your goal is missing.</source>
        <translation>Toma el 8 de picas del descarte: es la pica que le falta a tu objetivo.</translation>
    </message>
    <message>
        <source>When your five cards meet your goal, you must lay them down. Lay them down!</source>
        <translation>Cuando tus cinco cartas cumplen tu objetivo, debes bajarlas. ¡Bájalas!</translation>
    </message>
    <message>
        <source>Well done! You took four new cards from the stock. Your second goal is again one marker and four number cards, but now each number card must extend the laid-down card of its suit into a run.</source>
        <translation>¡Muy bien! Has tomado cuatro cartas nuevas del mazo. Tu segundo objetivo vuelve a ser un marcador y cuatro cartas numéricas, pero ahora cada carta numérica debe alargar en escalera la carta bajada de su palo.</translation>
    </message>
    <message>
        <source>Runs go round the corner: after 10 comes the Ace, then the 2. So your Ace and 2 of hearts already extend your 10 of hearts.</source>
        <translation>Las escaleras dan la vuelta: después del 10 viene el as y luego el 2. Así que tu as y tu 2 de corazones ya alargan tu 10 de corazones.</translation>
    </message>
    <message>
        <source>A Joker never counts in a goal. Instead of discarding, you may put it on the discard pile and draw again. Play your Joker.</source>
        <translation>Un comodín nunca cuenta para un objetivo. En lugar de descartar, puedes ponerlo en el descarte y robar otra vez. Juega tu comodín.</translation>
    </message>
    <message>
        <source>Play your Joker now: you get another card, and the order of play turns round.</source>
        <translation>Juega ahora tu comodín: recibes otra carta y el orden de juego se invierte.</translation>
    </message>
    <message>
        <source>Draw again, from the stock: the Joker on the pile cannot be taken back.</source>
        <translation>Roba otra vez, del mazo: el comodín del descarte no se puede recuperar.</translation>
    </message>
    <message>
        <source>The 7 of diamonds extends your 6 of diamonds, but the 9 of clubs fits nowhere. End your turn by discarding it.</source>
        <translation>El 7 de diamantes alarga tu 6 de diamantes, pero el 9 de tréboles no encaja en ningún sitio. Termina tu turno descartándolo.</translation>
    </message>
    <message>
        <source>Throw away the 9 of clubs: it fits none of your runs.</source>
        <translation>Descarta el 9 de tréboles: no encaja en ninguna de tus escaleras.</translation>
    </message>
    <message>
        <source>Because you played a Joker, the order of play turned round: the player on your right went next, then the one on your left.</source>
        <translation>Como jugaste un comodín, el orden de juego se invirtió: primero jugó el de tu derecha y luego el de tu izquierda.</translation>
    </message>
    <message>
        <source>The 3 of clubs on the discard pile extends your 4 of clubs downwards. Take it.</source>
        <translation>El 3 de tréboles del descarte alarga tu 4 de tréboles hacia abajo. Tómalo.</translation>
    </message>
    <message>
        <source>Take the 3 of clubs from the discard pile: it completes your second goal.</source>
        <translation>Toma el 3 de tréboles del descarte: completa tu segundo objetivo.</translation>
    </message>
    <message>
        <source>A marker, the Ace and 2 of hearts, the 7 of diamonds and the 3 of clubs: that is your second goal. Lay it down!</source>
        <translation>Un marcador, el as y el 2 de corazones, el 7 de diamantes y el 3 de tréboles: ese es tu segundo objetivo. ¡Bájalo!</translation>
    </message>
    <message>
        <source>You are out, and you win! This was the short game: the first player out wins. In the long game the others play on for the next places.</source>
        <translation>¡Has salido y has ganado! Esta era la partida corta: gana el primero en salir. En la partida larga, los demás siguen jugando por los siguientes puestos.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you set up a game: calling dibs, where the others may claim the top discard when you draw from the stock, and marker trading, where you offer a marker for a number card or the other way round.</source>
        <translation>Al preparar una partida puedes activar dos variantes: reclamar, en la que los demás pueden reclamar la carta de arriba del descarte cuando robas del mazo, y el cambio de marcadores, en el que ofreces un marcador a cambio de una carta numérica o al revés.</translation>
    </message>
    <message>
        <source>That is Jump Start. Play a real game, or read the full rules?</source>
        <translation>Eso es Jump Start. ¿Jugar una partida de verdad o leer todas las reglas?</translation>
    </message>
    <message>
        <source>Learn MadJack</source>
        <translation>Aprende MadJack</translation>
    </message>
    <message>
        <source>Welcome to MadJack! Two players, 24 cards from 9 up to Ace. Collect more cards than your opponent.</source>
        <translation>¡Bienvenido a MadJack! Dos jugadores, 24 cartas del 9 al as. Reúne más cartas que tu rival.</translation>
    </message>
    <message>
        <source>Four cards were left over: they are the dummy. In each of the first four tricks, one of them is turned up and its suit is trump for that trick.</source>
        <translation>Sobraron cuatro cartas: son el muerto. En cada una de las cuatro primeras bazas se da la vuelta a una, y su palo es el triunfo de esa baza.</translation>
    </message>
    <message>
        <source>Here it is the 10 of hearts, so hearts are trump. In the trump suit the Jacks jump to the top: the Jack of hearts is highest, then the other red Jack, the Jack of diamonds. That one is called the MadJack.</source>
        <translation>Aquí es el 10 de corazones, así que corazones es triunfo. En el palo de triunfo las jotas saltan arriba: la jota de corazones es la más alta, y luego la otra jota roja, la jota de diamantes. Esa se llama MadJack.</translation>
    </message>
    <message>
        <source>You lead. Everyone must play a trump if they can, and your Jack of diamonds counts as a heart now. Play it.</source>
        <translation>Sales tú. Todos deben jugar triunfo si pueden, y tu jota de diamantes cuenta ahora como corazones. Juégala.</translation>
    </message>
    <message>
        <source>The MadJack is the second-best trump in this trick: play the Jack of diamonds.</source>
        <translation>El MadJack es el segundo mejor triunfo de esta baza: juega la jota de diamantes.</translation>
    </message>
    <message>
        <source>Your MadJack won. It also ranks above the 10 of hearts, so you took the dummy card as well: three cards for you.</source>
        <translation>Tu MadJack ha ganado. Además es más alto que el 10 de corazones, así que también te llevas la carta del muerto: tres cartas para ti.</translation>
    </message>
    <message>
        <source>Clubs are trump now. The Jack of clubs is the top trump, above even this trick&apos;s MadJack, the Jack of spades. Lead it.</source>
        <translation>Ahora es triunfo tréboles. La jota de tréboles es el triunfo más alto, por encima incluso del MadJack de esta baza, la jota de picas. Sal con ella.</translation>
    </message>
    <message>
        <source>The Jack of clubs cannot lose this trick: lead it.</source>
        <translation>La jota de tréboles no puede perder esta baza: sal con ella.</translation>
    </message>
    <message>
        <source>Spades are trump, and you hold no spade, so any card will do. Play the King of diamonds.</source>
        <translation>Es triunfo picas y no tienes ninguna pica, así que vale cualquier carta. Juega el rey de diamantes.</translation>
    </message>
    <message>
        <source>Let this one go cheaply: play the King of diamonds.</source>
        <translation>Deja ir esta baza sin gastar mucho: juega el rey de diamantes.</translation>
    </message>
    <message>
        <source>The Jack of spades was the top trump: it beat even the Ace on the dummy, so your opponent took three cards and led this trick.</source>
        <translation>La jota de picas era el triunfo más alto: ganó incluso al as del muerto, así que tu rival se llevó tres cartas y salió en esta baza.</translation>
    </message>
    <message>
        <source>Hearts are trump again and you hold hearts, so you must play one. Your Ace beats the King on the dummy.</source>
        <translation>Corazones vuelve a ser triunfo y tienes corazones, así que debes jugar uno. Tu as gana al rey del muerto.</translation>
    </message>
    <message>
        <source>Keep the Jack of hearts for later: the Ace already wins this trick and the dummy card.</source>
        <translation>Guarda la jota de corazones para después: el as ya gana esta baza y la carta del muerto.</translation>
    </message>
    <message>
        <source>A Jack led first can never be beaten. Lead the Jack of hearts.</source>
        <translation>Una jota jugada la primera nunca puede ser superada. Sal con la jota de corazones.</translation>
    </message>
    <message>
        <source>Lead the Jack of hearts: it is sure to win.</source>
        <translation>Sal con la jota de corazones: gana seguro.</translation>
    </message>
    <message>
        <source>Now lead the Queen of diamonds: diamonds become trump.</source>
        <translation>Sal ahora con la reina de diamantes: diamantes pasa a ser triunfo.</translation>
    </message>
    <message>
        <source>Lead the Queen of diamonds and see what happens.</source>
        <translation>Sal con la reina de diamantes y mira lo que pasa.</translation>
    </message>
    <message>
        <source>Lead the King of clubs: no club left out there can beat it.</source>
        <translation>Sal con el rey de tréboles: ningún trébol que quede puede ganarle.</translation>
    </message>
    <message>
        <source>Lead the Ace of diamonds.</source>
        <translation>Sal con el as de diamantes.</translation>
    </message>
    <message>
        <source>Last trick: lead the Queen of hearts.</source>
        <translation>Última baza: sal con la reina de corazones.</translation>
    </message>
    <message>
        <source>The first round has ended: you collected 21 cards, your opponent 3. Only the player with more cards scores: 1 point for 1 to 5 more, 2 points for 6 to 11 more, 3 points for 12 or more. You score 3.</source>
        <translation>La primera ronda ha terminado: has reunido 21 cartas y tu rival 3. Solo puntúa quien tiene más cartas: 1 punto por 1 a 5 más, 2 puntos por 6 a 11 más, 3 puntos por 12 o más. Tú sumas 3.</translation>
    </message>
    <message>
        <source>A new round is dealt and the deal alternates. The first player to reach 10 points wins the game.</source>
        <translation>Se reparte una nueva ronda y el reparto se alterna. El primero en llegar a 10 puntos gana la partida.</translation>
    </message>
    <message>
        <source>You know MadJack now. Play a real game, or read the full rules?</source>
        <translation>Ya conoces MadJack. ¿Jugar una partida de verdad o leer todas las reglas?</translation>
    </message>
    <message>
        <source>End your turn now: it is capped, so ending is free.</source>
        <translation>Termina tu turno ahora: está cerrado, así que terminarlo no cuesta nada.</translation>
    </message>
    <message>
        <source>End your turn here: the Ace has done its work.</source>
        <translation>Termina tu turno aquí: el as ya ha hecho su trabajo.</translation>
    </message>
    <message>
        <source>End your turn now and watch the 8 skip a player.</source>
        <translation>Termina tu turno ahora y mira cómo el 8 salta a un jugador.</translation>
    </message>
    <message>
        <source>End your turn now and watch the direction change.</source>
        <translation>Termina tu turno ahora y mira cómo cambia el sentido.</translation>
    </message>
    <message>
        <source>Draw from the stock: giving up now would end your game.</source>
        <translation>Roba del mazo: rendirte ahora acabaría tu partida.</translation>
    </message>
    <message>
        <source>Lead the Ace of clubs: it is the highest club left.</source>
        <translation>Sal con el as de tréboles: es el trébol más alto que queda.</translation>
    </message>
    <message>
        <source>Lead the King of clubs: it wins this trick too.</source>
        <translation>Sal con el rey de tréboles: también gana esta baza.</translation>
    </message>
    <message>
        <source>Lead the Ace of diamonds: it is the highest diamond left.</source>
        <translation>Sal con el as de diamantes: es el diamante más alto que queda.</translation>
    </message>
    <message>
        <source>Your left-hand neighbour had no club: they trumped your King with the 2 of spades and took the trick. Now trump is broken.</source>
        <translation>Tu vecino de la izquierda no tenía tréboles: falló tu rey con el 2 de picas y se llevó la baza. Ahora el triunfo está roto.</translation>
    </message>
    <message>
        <source>Each suit beats two others and loses to the other two: Rock beats Scissors and Lizard, Paper beats Rock and Water, Scissors beats Paper and Lizard, Water beats Rock and Scissors, Lizard beats Paper and Water. The Suits button shows this circle at any time.</source>
        <translation>Cada palo gana a otros dos y pierde contra los dos restantes: Piedra gana a Tijeras y Lagarto, Papel gana a Piedra y Agua, Tijeras gana a Papel y Lagarto, Agua gana a Piedra y Tijeras, Lagarto gana a Papel y Agua. El botón «Palos» muestra este círculo en cualquier momento.</translation>
    </message>
    <message>
        <source>You laid down your last card, so you won the hand. You score the cards your opponent still held: Ace 1, number cards their number, pictures 10.</source>
        <translation>Bajaste tu última carta, así que ganaste la mano. Sumas las cartas que tu rival aún tenía: as 1, cartas numéricas su número, figuras 10.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank. Lay down your three 7s: click each one, choose Select it for a combination, then Play selected.</source>
        <translation>Un trío son tres o más cartas del mismo valor. Baja tus tres 7: haz clic en cada uno, elige «Seleccionarla para una combinación» y luego «Jugar la selección».</translation>
    </message>
    <message>
        <source>Your turn again. The 4 of spades on the discard pile does not fit your runs: only a 7 or a 9 of spades extends your 8 of spades. Draw from the stock.</source>
        <translation>Te toca otra vez. El 4 de picas del descarte no encaja en tus escaleras: solo un 7 o un 9 de picas alarga tu 8 de picas. Roba del mazo.</translation>
    </message>
    <message>
        <source>Draw from the stock: the 4 of spades does not extend your 8 of spades.</source>
        <translation>Roba del mazo: el 4 de picas no alarga tu 8 de picas.</translation>
    </message>
    <message>
        <source>The dummy is used up. From now on the first card of each trick sets trump: its suit is trump, with its Jack on top and the other Jack of its colour, the MadJack, second. No other card of another suit can win.</source>
        <translation>El muerto se ha acabado. A partir de ahora la primera carta de cada baza fija el triunfo: su palo es triunfo, con su jota en lo más alto y la otra jota de su color, el MadJack, después. Ninguna otra carta de otro palo puede ganar.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s King of spades was higher, but a spade could not win a diamond trick, so your Queen won. Lead the Ace of clubs.</source>
        <translation>El rey de picas de tu rival era más alto, pero una pica no podía ganar una baza de diamantes, así que tu reina ganó. Sal con el as de tréboles.</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>The cards are shuffled.</source>
        <translation>Se barajan las cartas.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 apuesta %2.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>El triunfo es %1.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n point(s): %2</source>
        <extracomment>A penalty: %1 is the player, %n the points lost, %2 the engine&apos;s reason.</extracomment>
        <translation>
            <numerusform>%1 pierde %n punto: %2</numerusform>
            <numerusform>%1 pierde %n puntos: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>La ronda %1 ha terminado.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 descarta %2.</translation>
    </message>
    <message>
        <source>%1 lays down %2.</source>
        <translation>%1 baja %2.</translation>
    </message>
    <message>
        <source>%1 lays off %2 on a meld of %3.</source>
        <extracomment>A lay-off: %1 adds the cards %2 to a meld that %3 laid down.</extracomment>
        <translation>%1 añade %2 a una combinación de %3.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 da %2 a %3.</translation>
    </message>
    <message>
        <source>%1 gives a card to %2.</source>
        <translation>%1 da una carta a %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n card(s) to %2.</source>
        <extracomment>%1 gives %n cards the reader did not see to %2.</extracomment>
        <translation>
            <numerusform>%1 da %n carta a %2.</numerusform>
            <numerusform>%1 da %n cartas a %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 roba %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 roba una carta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <extracomment>%1 draws %n cards the reader did not see.</extracomment>
        <translation>
            <numerusform>%1 roba %n carta.</numerusform>
            <numerusform>%1 roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1 toma %2 del montón de descartes.</translation>
    </message>
    <message>
        <source>%1 takes the dibs card %2.</source>
        <translation>%1 toma la carta reclamada %2.</translation>
    </message>
    <message>
        <source>%1 takes back %2.</source>
        <translation>%1 recupera %2.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>%1 could not be written whole (is the disk full?)</source>
        <translation>No se pudo escribir %1 completo (¿está lleno el disco?)</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 es demasiado grande para ser un registro de partida.</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Revisando tus decisiones…</translation>
    </message>
    <message>
        <source>Looked at %1 of %2 decisions…</source>
        <translation>Revisadas %1 de %2 decisiones…</translation>
    </message>
    <message>
        <source>The deal, before the first move</source>
        <translation>El reparto, antes del primer movimiento</translation>
    </message>
    <message>
        <source>after move %1 of %2</source>
        <translation>tras el movimiento %1 de %2</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <extracomment>Where a replay stands: &quot;Round 2, after move 5 of 40&quot;.</extracomment>
        <translation>Ronda %1, %2</translation>
    </message>
    <message>
        <source>Here you chose “%1”.</source>
        <extracomment>At a costly decision: %1 the move made (a button&apos;s wording).</extracomment>
        <translation>Aquí elegiste «%1».</translation>
    </message>
    <message>
        <source>You won, and no decision of yours clearly cost you points.</source>
        <translation>Ganaste, y ninguna de tus decisiones te costó puntos claramente.</translation>
    </message>
    <message numerus="yes">
        <source>You won. Still, %n decision(s) cost you points: see the red marks on the bar.</source>
        <translation>
            <numerusform>Ganaste. Aun así, %n decisión te costó puntos: mira la marca roja en la barra.</numerusform>
            <numerusform>Ganaste. Aun así, %n decisiones te costaron puntos: mira las marcas rojas en la barra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %n point(s) behind %1.</source>
        <extracomment>How far the person finished behind the winner: &quot;You finished 12 points behind Ann.&quot;</extracomment>
        <translation>
            <numerusform>Terminaste a %n punto de %1.</numerusform>
            <numerusform>Terminaste a %n puntos de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You finished level on points with %1.</source>
        <translation>Terminaste empatado a puntos con %1.</translation>
    </message>
    <message>
        <source>Probably not: no decision of yours clearly cost you points.</source>
        <translation>Probablemente no: ninguna de tus decisiones te costó puntos claramente.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) cost you points (red marks on the bar).</source>
        <translation>
            <numerusform>%n decisión te costó puntos (marca roja en la barra).</numerusform>
            <numerusform>%n decisiones te costaron puntos (marcas rojas en la barra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better moves there would have been worth about %n point(s).</source>
        <translation>
            <numerusform>Mejores movimientos ahí habrían valido unos %n punto.</numerusform>
            <numerusform>Mejores movimientos ahí habrían valido unos %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, probably.</source>
        <translation>Sí, probablemente.</translation>
    </message>
    <message>
        <source>Probably not.</source>
        <translation>Probablemente no.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” would have left you about %n point(s) better off.</source>
        <extracomment>At a costly decision: %1 the better move (a button&apos;s wording).</extracomment>
        <translation>
            <numerusform>«%1» te habría dado unos %n punto más.</numerusform>
            <numerusform>«%1» te habría dado unos %n puntos más.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <source>Bid %1 · took %2</source>
        <extracomment>The round summary: a seat&apos;s bid and the tricks it took.</extracomment>
        <translation>Apuesta %1 · ganadas %2</translation>
    </message>
    <message numerus="yes">
        <source>Took %n trick(s)</source>
        <translation>
            <numerusform>%n baza ganada</numerusform>
            <numerusform>%n bazas ganadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;.</source>
        <translation>Juego desconocido «%1».</translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message>
        <source>The folder of %1 cannot be made.</source>
        <translation>No se puede crear la carpeta de %1.</translation>
    </message>
    <message>
        <source>The statistics file could not be used and was kept as %1; new statistics begin.</source>
        <translation>El archivo de estadísticas no se podía usar y se conservó como %1; empiezan estadísticas nuevas.</translation>
    </message>
    <message>
        <source>%1 cannot be used or moved aside.</source>
        <translation>%1 no se puede usar ni apartar.</translation>
    </message>
    <message>
        <source>%1 cannot be used.</source>
        <translation>%1 no se puede usar.</translation>
    </message>
    <message>
        <source>The statistics are not open.</source>
        <translation>Las estadísticas no están abiertas.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Casual</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Reglas estándar</translation>
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
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>Only people&apos;s moves can be taken back.</source>
        <translation>Solo se pueden deshacer las jugadas de personas.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Aún no tienes ninguna jugada que deshacer.</translation>
    </message>
    <message>
        <source>Only the player who made the last move may take it back.</source>
        <translation>Solo quien hizo la última jugada puede deshacerla.</translation>
    </message>
</context>
</TS>
