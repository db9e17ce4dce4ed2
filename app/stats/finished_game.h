// A finished game as the statistics keep it, whoever ran it (this Felt's own
// engine or a network host): the game and its options, and per seat the name,
// kind, final score, place and the points of every round.
#pragma once

#include <QString>
#include <QVector>

namespace felt::app {

struct FinishedSeat {
    QString name;
    QString kind;  // "human" or a bot level
    int score = 0;
    int place = 0;             // 1 = first
    QVector<int> roundScores;  // points per round, in order
};

struct FinishedGame {
    QString game;     // game id
    QString variant;  // the options as "key=value,..." (a split of the statistics)
    QVector<FinishedSeat> seats;
    QString key;  // the game's identity: the same game is counted once
};

}  // namespace felt::app
